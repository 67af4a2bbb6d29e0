import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { consentRecords, newsletterSubscriptions, profiles } from "../../../db/schema";

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const KEYS = {
  email: newsletterSubscriptions.emailLower,
  confirm: newsletterSubscriptions.confirmTokenHash,
  unsubscribe: newsletterSubscriptions.unsubscribeTokenHash,
} as const;

/** The subscription with this address or token hash, locked for the change that follows. */
export async function lockSubscription(
  db: Db,
  by: keyof typeof KEYS,
  value: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(KEYS[by], value))
    .for("update");
  return row;
}

export async function hasAccount(db: Db, emailLower: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.emailLower, emailLower));
  return row !== undefined;
}

export async function insertSubscription(
  db: Db,
  values: typeof newsletterSubscriptions.$inferInsert,
) {
  const [row] = await db.insert(newsletterSubscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: Db,
  id: number,
  values: Partial<typeof newsletterSubscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set(values)
    .where(eq(newsletterSubscriptions.id, id))
    .returning();
  return row!;
}

export async function recordConsent(
  db: Db,
  record: typeof consentRecords.$inferInsert,
): Promise<void> {
  await db.insert(consentRecords).values(record);
}

/** Keeps a member's profile flag in step with the newsletter (same address). */
export async function setProfileOptIn(db: Db, emailLower: string, optIn: boolean): Promise<void> {
  await db.execute(
    sql`UPDATE profiles SET email_opt_in = ${optIn} WHERE email_lower = ${emailLower}`,
  );
}
