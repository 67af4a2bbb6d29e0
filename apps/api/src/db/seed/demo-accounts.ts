import { hashPassword } from "better-auth/crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, cards, profiles, users } from "../schema";
import { seedDemoPurchase } from "./demo-purchase";

/** The one password of every demo account (meets the password rules of spec §5). */
export const DEMO_PASSWORD = "Student2026!";

type CardPlan = {
  cardNumber: string;
  cobrand: "spc" | "cibc" | "campus";
  /** Days from today to the last valid day (negative: expired). */
  expiresInDays: number;
  isTrial?: boolean;
  isOnlinePurchased?: boolean;
  /**
   * Bought online this many days ago: the card is the purchase's, and the member has its order
   * and its transaction (demo-purchase.ts); with `autoRenew`, also a card saved in the local
   * gateway, which renews the membership.
   */
  bought?: { daysAgo: number; autoRenew: boolean };
};

interface DemoAccount {
  id: string;
  email: string;
  name: string;
  verified: boolean;
  language: "en" | "fr";
  profile?: { firstName: string; lastName: string; postal: string; province: string };
  card?: CardPlan;
}

/**
 * Demo accounts (README "Demo accounts", which readme-accounts.test.ts reads and checks through
 * the member API); fixed ids so tests and demos can rely on them.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: "demo-member",
    email: "member@demo.spc.ca",
    name: "Alex Martin",
    verified: true,
    language: "en",
    profile: { firstName: "Alex", lastName: "Martin", postal: "M5V 2T6", province: "ON" },
    card: {
      cardNumber: "6018000000000011",
      cobrand: "spc",
      expiresInDays: 300,
      isOnlinePurchased: true,
      bought: { daysAgo: 65, autoRenew: true },
    },
  },
  {
    id: "demo-plus",
    email: "plus@demo.spc.ca",
    name: "Camille Gagnon",
    verified: true,
    language: "fr",
    profile: { firstName: "Camille", lastName: "Gagnon", postal: "H2X 1Y4", province: "QC" },
    card: { cardNumber: "6018000000000029", cobrand: "cibc", expiresInDays: 300 },
  },
  {
    id: "demo-trial",
    email: "trial@demo.spc.ca",
    name: "Jordan Lee",
    verified: true,
    language: "en",
    profile: { firstName: "Jordan", lastName: "Lee", postal: "V6B 1A1", province: "BC" },
    card: { cardNumber: "6018000000000037", cobrand: "spc", expiresInDays: 30, isTrial: true },
  },
  {
    id: "demo-expired",
    email: "expired@demo.spc.ca",
    name: "Sam Roy",
    verified: true,
    language: "fr",
    profile: { firstName: "Sam", lastName: "Roy", postal: "G1R 4P5", province: "QC" },
    card: {
      cardNumber: "6018000000000045",
      cobrand: "spc",
      expiresInDays: -30,
      isOnlinePurchased: true,
      bought: { daysAgo: 395, autoRenew: false },
    },
  },
  {
    id: "demo-nocard",
    email: "nocard@demo.spc.ca",
    name: "Priya Singh",
    verified: true,
    language: "en",
    profile: { firstName: "Priya", lastName: "Singh", postal: "T2P 1J9", province: "AB" },
  },
  {
    id: "demo-unverified",
    email: "unverified@demo.spc.ca",
    name: "Max Dubois",
    verified: false,
    language: "fr",
  },
];

function dayAt(days: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}

function dayOffset(days: number, now: Date): string {
  return dayAt(days, now).toISOString().slice(0, 10);
}

/**
 * Adds the demo accounts when none exists yet (also to a database seeded before accounts
 * existed). Passwords are hashed with better-auth's own hasher (scrypt), so they sign in through
 * /api/auth like any account.
 */
export async function seedDemoAccounts(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  const ids = DEMO_ACCOUNTS.map((account) => account.id);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .limit(1);
  if (existing.length > 0) return { seeded: false };

  // One hash for the one public demo password (scrypt is slow on purpose; the seed runs often).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: account.verified,
      language: account.language,
      verificationSentAt: account.verified ? null : now,
    });
    await db.insert(accounts).values({
      id: `${account.id}-credential`,
      accountId: account.id,
      providerId: "credential",
      userId: account.id,
      password: passwordHash,
    });
    const bought = account.card?.bought;
    if (account.profile) {
      await db.insert(profiles).values({
        userId: account.id,
        email: account.email,
        emailLower: account.email,
        firstName: account.profile.firstName,
        lastName: account.profile.lastName,
        language: account.language,
        postal: account.profile.postal,
        province: account.profile.province,
        birthDate: "2004-09-01",
        schoolType: "university",
        gender: "prefer_not_to_say",
        referralCode: `DEMO${account.id.slice(5, 9).toUpperCase()}`,
        isAutoRenew: bought?.autoRenew ?? false,
      });
    }
    if (account.card) {
      const [card] = await db
        .insert(cards)
        .values({
          cardNumber: account.card.cardNumber,
          csv: "123",
          cobrand: account.card.cobrand,
          status: "active",
          expiryDate: dayOffset(account.card.expiresInDays, now),
          isPrimary: true,
          isTrial: account.card.isTrial ?? false,
          isOnlinePurchased: account.card.isOnlinePurchased ?? false,
          autoRenew: bought?.autoRenew ?? false,
          source: bought ? "purchase" : null,
          orderId: bought ? `ord_demo_${account.id}` : null,
          userId: account.id,
        })
        .returning({ id: cards.id });
      if (bought && card && account.profile) {
        await seedDemoPurchase(db, {
          userId: account.id,
          cardId: card.id,
          language: account.language,
          province: account.profile.province as "ON" | "QC",
          boughtAt: new Date(dayAt(-bought.daysAgo, now).getTime() + 15 * 3_600_000),
          autoRenew: bought.autoRenew,
        });
      }
    }
  }
  return { seeded: true };
}
