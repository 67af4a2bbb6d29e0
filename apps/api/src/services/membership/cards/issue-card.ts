import { randomInt } from "node:crypto";
import { CARD_NUMBER_LENGTH, CARD_NUMBER_PREFIX, CSV_LENGTH, FREE_TRIAL_DAYS } from "@spc/shared";
import { and, eq } from "drizzle-orm";
import type { Db, DbTransaction } from "../../../db/client";
import { cards } from "../../../db/schema";
import { lockMember } from "../member-turn";

/** A stored card row (the wire shape of spec §3 is built from it by the users-service routes). */
export type Card = typeof cards.$inferSelect;

export type IssueCardCobrand = "spc" | "cibc" | "campus";
export type IssueCardSource =
  | "purchase"
  | "activation"
  | "trial"
  | "renewal"
  | "affiliate"
  | "referral"
  | "campaign"
  | "campus";

export interface IssueCardInput {
  userId: string;
  cobrand: IssueCardCobrand;
  source: IssueCardSource;
  /** The store order that paid for the card (checkout), when there is one. */
  orderId?: string;
  /** Last valid day. Defaults: trial → 30 days from now, anything else → one year from now. */
  expiresAt?: Date;
  /** Auto-renew of the new card; defaults to ON for a purchase, OFF otherwise. */
  autoRenew?: boolean;
}

/** Length of a free trial card (decision: 30 days, FREE_TRIAL_DAYS of @spc/shared). */
export const TRIAL_CARD_DAYS = FREE_TRIAL_DAYS;

const MAX_NUMBER_ATTEMPTS = 8;

/** A fresh membership number: "6018" + 12 crypto-random digits (16 digits). */
export function generateCardNumber(): string {
  let digits = CARD_NUMBER_PREFIX;
  while (digits.length < CARD_NUMBER_LENGTH) digits += String(randomInt(0, 10));
  return digits;
}

/** A fresh 3-digit security code (csv), crypto-random, leading zeros kept. */
export function generateCsv(): string {
  return String(randomInt(0, 10 ** CSV_LENGTH)).padStart(CSV_LENGTH, "0");
}

/** Last valid calendar day (UTC) of a card issued at `from` for `source`. */
export function defaultExpiry(source: IssueCardSource, from: Date): Date {
  const end = new Date(from);
  if (source === "trial" || source === "campaign") {
    end.setUTCDate(end.getUTCDate() + TRIAL_CARD_DAYS);
  } else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

export function calendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Issues a new active card to a member inside the caller's transaction (checkout, activation,
 * trial, renewal, bank affiliate). The number is crypto-random; a collision with the unique index
 * is skipped with `ON CONFLICT DO NOTHING` (no aborted transaction) and retried with a new number.
 * The card becomes the member's primary card when they have none yet: read under the member's
 * lock, so concurrent issues (ten purchases at once) cannot each find "no primary" — and a partial
 * unique index (cards_one_primary_per_member) refuses a second primary whatever the caller.
 */
export async function issueCard(
  tx: DbTransaction | Db,
  input: IssueCardInput,
  options: { generateNumber?: () => string } = {},
): Promise<Card> {
  const nextNumber = options.generateNumber ?? generateCardNumber;
  const now = new Date();
  const expiresAt = input.expiresAt ?? defaultExpiry(input.source, now);
  await lockMember(tx, input.userId);
  const [primary] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, input.userId), eq(cards.isPrimary, true)))
    .limit(1);
  for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(cards)
      .values({
        cardNumber: nextNumber(),
        csv: generateCsv(),
        cobrand: input.cobrand,
        status: "active",
        expiryDate: calendarDay(expiresAt),
        isTrial: input.source === "trial" || input.source === "campaign",
        isOnlinePurchased: input.source === "purchase" || input.source === "renewal",
        isPrimary: primary === undefined,
        autoRenew: input.autoRenew ?? input.source === "purchase",
        source: input.source,
        orderId: input.orderId ?? null,
        activatedAt: now,
        userId: input.userId,
      })
      .onConflictDoNothing({ target: cards.cardNumber })
      .returning();
    if (row) return row;
  }
  throw new Error("could not generate a unique card number");
}
