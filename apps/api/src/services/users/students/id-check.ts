import {
  ERROR_CODES,
  hasValidCard,
  type IdCheckSkipReason,
  type IdVerificationState,
} from "@spc/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { IdVerificationProvider } from "../../../adapters/id-verification";
import type { Db } from "../../../db/client";
import { idVerifications, profiles, users } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { cardsOf, validityOf } from "../../membership";

// The age and ID check of spec §4 and §6 (docs/decisions/0047), evaluated on the server.

export type IdDecision = "verified" | "rejected";

/** Today's calendar date in Eastern time (the programme's reference clock), YYYY-MM-DD. */
function easternDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Whole years between a YYYY-MM-DD birth date and today (Eastern time). */
export function ageOn(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = easternDay(now).split("-").map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** The member's latest verification record (the active one if any), or undefined. */
async function latestOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.userId, userId))
    .orderBy(desc(idVerifications.createdAt), desc(idVerifications.id))
    .limit(1);
  return row;
}

/**
 * Whether the member must verify an ID now, and why not otherwise. In order: an active
 * membership (a valid card), a birth date on the profile, an age at or above the threshold; then
 * the skip checks: an ID already verified, or a check already started (pending).
 */
export async function idCheckState(
  db: Db,
  userId: string,
  ageThreshold: number,
  now = new Date(),
): Promise<IdVerificationState> {
  const [profile] = await db
    .select({ birthDate: profiles.birthDate })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const cards = await cardsOf(db, userId);
  const latest = await latestOf(db, userId);
  let skip: IdCheckSkipReason | null = null;
  if (!hasValidCard(cards.map(validityOf), now)) skip = "not_active_member";
  else if (!profile?.birthDate) skip = "no_birth_date";
  else if (ageOn(profile.birthDate, now) < ageThreshold) skip = "under_threshold";
  else if (latest?.status === "verified") skip = "verified";
  else if (latest?.status === "pending") skip = "pending";
  return {
    required: skip === null,
    skip_reason: skip,
    status: latest?.status ?? "none",
    age_threshold: ageThreshold,
    started_at: latest?.createdAt.toISOString() ?? null,
    decided_at: latest?.decidedAt?.toISOString() ?? null,
  };
}

export interface IdCheckContext {
  db: Db;
  provider: IdVerificationProvider;
  ageThreshold: number;
  publicUrl: string;
}

/**
 * Starts the hosted flow when the check is required; a pending check is resumed (same URL).
 * A verified member, or one the check does not apply to, is refused (409).
 */
export async function startIdCheck(ctx: IdCheckContext, userId: string, now = new Date()) {
  const state = await idCheckState(ctx.db, userId, ctx.ageThreshold, now);
  if (state.skip_reason === "pending") {
    const latest = await latestOf(ctx.db, userId);
    return { status: "pending" as const, url: latest!.url };
  }
  if (state.skip_reason === "verified") {
    throw new AppError(ERROR_CODES.conflict, "The ID is already verified");
  }
  if (!state.required) {
    throw new AppError(ERROR_CODES.notEligible, "No ID check is asked of this member");
  }
  const session = await ctx.provider.createSession({
    userId,
    returnUrl: `${ctx.publicUrl}/profile`,
  });
  const inserted = await ctx.db
    .insert(idVerifications)
    .values({
      userId,
      provider: ctx.provider.kind,
      providerRef: session.reference,
      url: session.url,
    })
    .onConflictDoNothing()
    .returning({ url: idVerifications.url });
  if (inserted[0]) return { status: "pending" as const, url: inserted[0].url };
  // A parallel start won (one active check per member): resume that one.
  const latest = await latestOf(ctx.db, userId);
  if (latest?.status !== "pending") {
    throw new AppError(ERROR_CODES.conflict, "An ID check was decided meanwhile");
  }
  return { status: "pending" as const, url: latest.url };
}

/**
 * The outcome of a session (webhook or tester): only a pending check changes, once; the same
 * outcome again is a no-op (webhooks are delivered at least once). Undefined: unknown session.
 */
export async function decideIdCheck(
  db: Db,
  reference: string,
  decision: IdDecision,
  now = new Date(),
) {
  const [changed] = await db
    .update(idVerifications)
    .set({ status: decision, decidedAt: now })
    .where(and(eq(idVerifications.providerRef, reference), eq(idVerifications.status, "pending")))
    .returning();
  if (changed) return { changed: true, status: changed.status, userId: changed.userId };
  const [row] = await db
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.providerRef, reference));
  if (!row) return undefined;
  return { changed: false, status: row.status, userId: row.userId };
}

/** The tester's decision by the member's e-mail (CLI `id:decide`): their pending check. */
export async function decidePendingByEmail(db: Db, email: string, decision: IdDecision) {
  const [row] = await db
    .select({ reference: idVerifications.providerRef })
    .from(idVerifications)
    .innerJoin(users, eq(users.id, idVerifications.userId))
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        inArray(idVerifications.status, ["pending"]),
      ),
    );
  if (!row) return undefined;
  return decideIdCheck(db, row.reference, decision);
}
