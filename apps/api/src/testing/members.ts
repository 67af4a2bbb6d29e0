import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { cards, profiles } from "../db/schema";

/**
 * Test members without going through sign-up: the user and session come from better-auth's own
 * internal adapter (so they are exactly what a sign-in creates), the profile and cards are plain
 * rows. Fast enough to create dozens per test (no password hashing, no rate limit).
 *
 *   const member = await createMember(app, { cards: [{ cobrand: "cibc" }] });
 *   await app.inject({ url: "/api/offers/v2/offers/1/code", headers: member.headers });
 */

export interface TestCardInput {
  cobrand?: "cibc" | "campus" | "spc";
  status?: string;
  /** Last valid day (YYYY-MM-DD); default one year from today; null = no expiry date. */
  expiryDate?: string | null;
  isPrimary?: boolean;
  isTrial?: boolean;
  cardNumber?: string;
}

export interface CreateMemberOptions {
  email?: string;
  /** Profile language; also the user's language. */
  language?: "en" | "fr";
  /** false: a signed-in user who never registered (no profile). Default true. */
  registered?: boolean;
  /** Cards linked to the member; default none. */
  cards?: TestCardInput[];
  /** Profile province (checkout needs one to price the tax); default none. */
  province?: string;
}

export interface TestMember {
  userId: string;
  email: string;
  /** Raw better-auth session token. */
  token: string;
  /** `Authorization: Bearer <token>` — the way the extension and apps authenticate. */
  headers: { authorization: string };
  cardNumbers: string[];
}

let sequence = 0;

function uniqueSuffix(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${randomBytes(3).toString("hex")}`;
}

/** A 16-digit membership number with the 6018 prefix, unique enough for a test database. */
export function testCardNumber(): string {
  const digits = Array.from(randomBytes(12), (byte) => String(byte % 10)).join("");
  return `6018${digits}`;
}

/** One year from today as YYYY-MM-DD (UTC). */
export function inOneYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** A day relative to today as YYYY-MM-DD (UTC); negative = in the past. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createMember(
  app: FastifyInstance,
  options: CreateMemberOptions = {},
): Promise<TestMember> {
  const suffix = uniqueSuffix();
  const email = (options.email ?? `member-${suffix}@example.com`).toLowerCase();
  const language = options.language ?? "en";
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser({
    email,
    name: "Test Member",
    emailVerified: true,
    language,
  });
  const session = await context.internalAdapter.createSession(user.id);
  const db = app.database.db;

  if (options.registered ?? true) {
    await db.insert(profiles).values({
      userId: user.id,
      email,
      emailLower: email,
      firstName: "Test",
      lastName: "Member",
      language,
      province: options.province,
      referralCode: `T${suffix}`.toUpperCase().slice(0, 24),
    });
  }

  const cardNumbers: string[] = [];
  for (const card of options.cards ?? []) {
    const cardNumber = card.cardNumber ?? testCardNumber();
    cardNumbers.push(cardNumber);
    await db.insert(cards).values({
      cardNumber,
      csv: "123",
      cobrand: card.cobrand ?? "spc",
      status: card.status ?? "active",
      expiryDate: card.expiryDate === undefined ? inOneYear() : card.expiryDate,
      isPrimary: card.isPrimary ?? false,
      isTrial: card.isTrial ?? false,
      userId: user.id,
    });
  }

  return {
    userId: user.id,
    email,
    token: session.token,
    headers: { authorization: `Bearer ${session.token}` },
    cardNumbers,
  };
}
