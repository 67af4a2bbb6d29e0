// The free trial: once per person (a hash of the normalised e-mail), under the member's turn (decision 0009).
import { createHash } from "node:crypto";
import { ERROR_CODES, type IsFreeTrialResponse } from "@spc/shared";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { freeTrialClaims } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { takeMemberTurn } from "../member-turn";
import { type Card, issueCard } from "./issue-card";
import { cardsOf, isRowValid } from "./repository";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The e-mail of a person for the once-per-person rule: trimmed, lower-cased, without a "+tag"
 * in the local part, and without dots for Gmail (which ignores them) — the same inbox, one trial.
 */
export function normalizeTrialEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  let local = lower.slice(0, at).split("+")[0]!;
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** SHA-256 of the normalised e-mail (domain-separated): the only trace kept after deletion. */
export function trialEmailHash(email: string): string {
  return createHash("sha256")
    .update(`spc-free-trial:v1:${normalizeTrialEmail(email)}`)
    .digest("hex");
}

async function claimOf(db: Db, user: { id: string; email: string }) {
  const [claim] = await db
    .select({ id: freeTrialClaims.id })
    .from(freeTrialClaims)
    .where(
      or(
        eq(freeTrialClaims.userId, user.id),
        eq(freeTrialClaims.emailHash, trialEmailHash(user.email)),
      ),
    )
    .limit(1);
  return claim;
}

/** GET /isFreeTrial: on a running trial (no other valid card), and may still start one. */
export async function freeTrialStatus(
  db: Db,
  user: { id: string; email: string } | null,
  now = new Date(),
): Promise<IsFreeTrialResponse> {
  if (!user) return { is_free_trial: false, is_eligible: true };
  const [rows, claim] = await Promise.all([cardsOf(db, user.id), claimOf(db, user)]);
  const valid = rows.filter((row) => isRowValid(row, now));
  return {
    is_free_trial: valid.length > 0 && valid.every((row) => row.isTrial),
    is_eligible: claim === undefined && valid.length === 0,
  };
}

/**
 * Starts the member's free trial: once per person — per account AND per e-mail, for ever (the
 * claim row keeps a hash of the e-mail after the account is deleted). The claim insert and the
 * card are one transaction; the two unique keys make a concurrent second request conflict.
 * 409 active_membership_exists with a valid card, 409 free_trial_used after a trial.
 */
export async function startFreeTrial(
  db: Db,
  user: { id: string; email: string },
  now = new Date(),
): Promise<Card> {
  return db.transaction(async (tx) => {
    // One membership operation per member at a time: not while one of their purchases is open.
    await takeMemberTurn(tx, user.id);
    const rows = await cardsOf(tx, user.id);
    if (rows.some((row) => isRowValid(row, now))) {
      throw new AppError(ERROR_CODES.activeMembershipExists, "user already has active membership");
    }
    const [claim] = await tx
      .insert(freeTrialClaims)
      .values({ emailHash: trialEmailHash(user.email), userId: user.id })
      .onConflictDoNothing()
      .returning({ id: freeTrialClaims.id });
    if (!claim) {
      throw new AppError(ERROR_CODES.freeTrialUsed, "The free trial was already used");
    }
    const card = await issueCard(tx, { userId: user.id, cobrand: "spc", source: "trial" });
    await tx
      .update(freeTrialClaims)
      .set({ cardId: card.id })
      .where(eq(freeTrialClaims.id, claim.id));
    return card;
  });
}
