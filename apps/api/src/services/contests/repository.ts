import type { ContestEntry, ContestSummary } from "@spc/shared";
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cards, contestEntries, contests, orders, profiles } from "../../db/schema";
import { contestStateAt, type EntrantFacts } from "./eligibility";

export type ContestRow = typeof contests.$inferSelect;
export type EntryRow = typeof contestEntries.$inferSelect;

/** A contest by its numeric id or its string contest_id (published only). */
export async function findContest(db: Db, key: string): Promise<ContestRow | null> {
  const byNumber = /^[0-9]{1,9}$/.test(key);
  const [row] = await db
    .select()
    .from(contests)
    .where(
      and(
        eq(contests.published, true),
        byNumber ? eq(contests.id, Number(key)) : eq(contests.contestId, key),
      ),
    );
  return row ?? null;
}

/** Every published contest, the one closing first first. */
export function listContests(db: Db): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .where(eq(contests.published, true))
    .orderBy(asc(contests.closesAt), asc(contests.id));
}

export async function entryOf(db: Db, contestId: number, userId: string) {
  const [row] = await db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)));
  return row ?? null;
}

/** The contests among `ids` the member has entered. */
export async function enteredContestIds(db: Db, userId: string, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ contestId: contestEntries.contestId })
    .from(contestEntries)
    .where(and(eq(contestEntries.userId, userId), inArray(contestEntries.contestId, ids)));
  return new Set(rows.map((row) => row.contestId));
}

/**
 * Inserts the member's entry unless one exists: the unique index (contest, member) decides under
 * any race, so 20 parallel submissions make one row; `created` says whether this call made it.
 */
export async function insertEntry(
  db: Db,
  values: typeof contestEntries.$inferInsert,
): Promise<{ entry: EntryRow; created: boolean }> {
  const [inserted] = await db
    .insert(contestEntries)
    .values(values)
    .onConflictDoNothing({ target: [contestEntries.contestId, contestEntries.userId] })
    .returning();
  if (inserted) return { entry: inserted, created: true };
  const existing = await entryOf(db, values.contestId, values.userId);
  if (!existing) throw new Error("contest entry vanished after a conflict");
  return { entry: existing, created: false };
}

export async function entrantFacts(db: Db, userId: string): Promise<EntrantFacts> {
  const [[profile], cardRows] = await Promise.all([
    db
      .select({ birthDate: profiles.birthDate, province: profiles.province })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    db
      .select({ status: cards.status, expiryDate: cards.expiryDate, cobrand: cards.cobrand })
      .from(cards)
      .where(eq(cards.userId, userId)),
  ]);
  return {
    birthDate: profile?.birthDate ?? null,
    province: profile?.province ?? null,
    cards: cardRows.map((row) => ({
      status: row.status,
      is_expired: false,
      expiry_date: row.expiryDate,
      cobrand: row.cobrand,
    })),
  };
}

/** Approved photos of a photo contest, newest first (pending and rejected ones stay private). */
export function approvedPhotos(db: Db, contestId: number) {
  return db
    .select({ id: contestEntries.id, photoKey: contestEntries.photoKey })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.photoStatus, "approved")))
    .orderBy(desc(contestEntries.createdAt), desc(contestEntries.id))
    .limit(60);
}

/** Did the member place a paid order while the contest was open (the back-to-school contest)? */
export async function hasOrderIn(db: Db, userId: string, contest: ContestRow): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "paid"),
        gte(orders.createdAt, contest.opensAt),
        lte(orders.createdAt, contest.closesAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function toSummary(row: ContestRow, now: Date): ContestSummary {
  return {
    id: row.id,
    contest_id: row.contestId,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    state: contestStateAt(row, now),
    entry_kind: row.entryKind,
    eligibility: row.eligibility,
    prizes: row.prizes,
    image_url: row.imageUrl,
  };
}

export function toEntry(row: EntryRow, contest: ContestRow): ContestEntry {
  return {
    id: row.id,
    contest_id: contest.contestId,
    created_at: row.createdAt.toISOString(),
    photo_status: row.photoStatus,
  };
}
