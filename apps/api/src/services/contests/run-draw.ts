import type { Mailer } from "../../adapters/mailer";
import type { Db } from "../../db/client";
import { runDraw, winnersContact } from "./draw";
import { contestStateAt } from "./eligibility";
import { notifyWinners } from "./notify";
import { findContest } from "./repository";

export class DrawRefusedError extends Error {
  override name = "DrawRefusedError";
}

/**
 * The draw command's work: the contest must be closed (entries can no longer change), then the
 * winners are drawn, recorded and e-mailed in their language. Returns the draw's record.
 */
export async function drawContest(
  db: Db,
  mailer: Mailer,
  contestKey: string,
  options: { seed?: string; now: Date; publicUrl: string; notify: boolean },
) {
  const contest = await findContest(db, contestKey);
  if (!contest) throw new DrawRefusedError(`No such contest: ${contestKey}`);
  const state = contestStateAt(contest, options.now);
  if (state !== "closed")
    throw new DrawRefusedError(`Contest ${contestKey} is ${state}, not closed`);
  const result = await runDraw(db, contest, { seed: options.seed, now: options.now });
  if (options.notify) {
    await notifyWinners(
      mailer,
      contest,
      await winnersContact(db, result.winnerEntryIds),
      options.publicUrl,
    );
  }
  return result;
}
