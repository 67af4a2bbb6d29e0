import { NEWSLETTER_CONSENT_VERSION } from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { profiles } from "../../../db/schema";
import { recordConsent } from "./repository";

/** Where a member's own choice was made (the consent record's source). */
export type MemberOptInSource = "sign_up" | "profile" | "member_popup";

/**
 * A member's marketing e-mail choice from inside their account: the profile flag and, when it
 * changes, a consent record (CASL proof: when, where, which wording). No confirmation e-mail —
 * the address is the account's own, signed in; a visitor's address goes through double opt-in.
 * Answers whether the flag changed (an unchanged choice adds no record).
 */
export async function setMemberOptIn(
  db: Db,
  input: { userId: string; optIn: boolean; source: MemberOptInSource; ipAddress: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ emailLower: profiles.emailLower, optIn: profiles.emailOptIn })
      .from(profiles)
      .where(eq(profiles.userId, input.userId))
      .for("update");
    if (!row || row.optIn === input.optIn) return false;
    await tx
      .update(profiles)
      .set({ emailOptIn: input.optIn, updatedAt: sql`now()` })
      .where(eq(profiles.userId, input.userId));
    await recordMemberConsent(tx, { ...input, emailLower: row.emailLower });
    return true;
  });
}

/** The consent record of a member's choice (also for the one made at sign-up). */
export async function recordMemberConsent(
  db: Db,
  input: {
    userId: string;
    emailLower: string;
    optIn: boolean;
    source: MemberOptInSource;
    ipAddress: string | null;
  },
): Promise<void> {
  await recordConsent(db, {
    emailLower: input.emailLower,
    userId: input.userId,
    purpose: "marketing_email",
    granted: input.optIn,
    source: input.source,
    wordingVersion: NEWSLETTER_CONSENT_VERSION,
    ipAddress: input.ipAddress,
  });
}
