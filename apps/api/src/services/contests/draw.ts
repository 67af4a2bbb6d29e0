import { createHash, randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contestDraws, contestEntries, profiles, users } from "../../db/schema";
import { refusalOf } from "./eligibility";
import { type ContestRow, entrantFacts } from "./repository";

/*
 * The fair draw (decision 0039). Randomness is derived from the recorded seed with SHA-256 from
 * node:crypto (no extra library, no PRNG state to version): the k-th random number is the first 48
 * bits of SHA-256(seed ":" k ":" attempt), with rejection sampling so every index is exactly
 * equally likely. Winners are a partial Fisher–Yates shuffle of the eligible entry ids sorted
 * ascending. Same seed + same entry list = same winners, on any machine.
 */

export const DRAW_ALGORITHM = "sha256-fisher-yates-v1";
const RANGE = 2 ** 48;

/** A uniform integer in [0, n) derived from the seed and the pick number. */
export function uniformIndex(seed: string, pick: number, n: number): number {
  const limit = Math.floor(RANGE / n) * n;
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHash("sha256").update(`${seed}:${pick}:${attempt}`).digest();
    const value = digest.readUIntBE(0, 6);
    if (value < limit) return value % n;
  }
}

/** The winners among `entryIds` (any order in, sorted before drawing) for `seed`. */
export function drawWinners(seed: string, entryIds: readonly number[], count: number): number[] {
  const pool = [...entryIds].sort((a, b) => a - b);
  const winners: number[] = [];
  for (let pick = 0; pick < Math.min(count, pool.length); pick += 1) {
    const index = pick + uniformIndex(seed, pick, pool.length - pick);
    [pool[pick], pool[index]] = [pool[index]!, pool[pick]!];
    winners.push(pool[pick]!);
  }
  return winners;
}

export interface DrawResult {
  drawId: number;
  seed: string;
  entryIds: number[];
  winnerEntryIds: number[];
  log: string;
}

/**
 * Draws a contest's winners among its eligible entries (eligibility re-checked at the close), records
 * the seed, the entries and the log, and returns them. A seed may be given (e.g. a public value
 * announced before the draw); otherwise 32 random bytes are used.
 */
export async function runDraw(
  db: Db,
  contest: ContestRow,
  options: { seed?: string; now: Date },
): Promise<DrawResult> {
  const seed = options.seed ?? randomBytes(32).toString("hex");
  const entries = await db
    .select({ id: contestEntries.id, userId: contestEntries.userId })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contest.id))
    .orderBy(asc(contestEntries.id));
  const lines = [`contest ${contest.contestId} (#${contest.id})`, `algorithm ${DRAW_ALGORITHM}`];
  lines.push(`seed ${seed}`, `entries ${entries.length}`);
  const eligible: number[] = [];
  for (const entry of entries) {
    const reason = refusalOf(
      contest.eligibility,
      await entrantFacts(db, entry.userId),
      contest.closesAt,
    );
    if (reason) lines.push(`entry ${entry.id} excluded: ${reason}`);
    else eligible.push(entry.id);
  }
  const winners = drawWinners(seed, eligible, contest.winnerCount);
  lines.push(`eligible ${eligible.join(",")}`, `winners ${winners.join(",")}`);
  const log = lines.join("\n");
  const [row] = await db
    .insert(contestDraws)
    .values({
      contestId: contest.id,
      seed,
      algorithm: DRAW_ALGORITHM,
      entryIds: eligible,
      winnerEntryIds: winners,
      log,
      drawnAt: options.now,
    })
    .returning({ id: contestDraws.id });
  return { drawId: row!.id, seed, entryIds: eligible, winnerEntryIds: winners, log };
}

/** Re-runs a recorded draw from its seed and entries: true when it gives the same winners. */
export async function verifyDraw(db: Db, drawId: number) {
  const [draw] = await db.select().from(contestDraws).where(eq(contestDraws.id, drawId));
  if (!draw) return null;
  const again = drawWinners(draw.seed, draw.entryIds, draw.winnerEntryIds.length);
  return {
    draw,
    winners: again,
    same: JSON.stringify(again) === JSON.stringify(draw.winnerEntryIds),
  };
}

/** The winners' addresses and languages, for the notification e-mails. */
export async function winnersContact(db: Db, entryIds: readonly number[]) {
  const rows = [];
  for (const id of entryIds) {
    const [row] = await db
      .select({
        userId: contestEntries.userId,
        email: users.email,
        language: profiles.language,
        firstName: profiles.firstName,
      })
      .from(contestEntries)
      .innerJoin(users, eq(users.id, contestEntries.userId))
      .leftJoin(profiles, eq(profiles.userId, contestEntries.userId))
      .where(eq(contestEntries.id, id));
    if (row) rows.push(row);
  }
  return rows;
}
