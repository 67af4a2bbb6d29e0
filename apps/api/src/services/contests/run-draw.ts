import type { Mailer } from "../../adapters/mailer";
import type { Db } from "../../db/client";
import { notify } from "../notifications";
import { runDraw, winnersContact } from "./draw";
import { contestStateAt } from "./eligibility";
import { notifyWinners } from "./notify";
import { findContest } from "./repository";

/** How long a winner's notification stays in the centre. */
const CONTEST_NOTICE_DAYS = 60;

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
    const winners = await winnersContact(db, result.winnerEntryIds);
    await notifyWinners(mailer, contest, winners, options.publicUrl);
    // The result in each winner's notification centre too (decision 0048), once per contest.
    for (const winner of winners) {
      await notify(db, winner.userId, {
        kind: "contest_result",
        message_key: "contest_won",
        params: { title_en: contest.titleEn, title_fr: contest.titleFr },
        link: `/contest/rules/${contest.contestId}`,
        expires_at: new Date(options.now.getTime() + CONTEST_NOTICE_DAYS * 86_400_000),
        dedupe_key: `contest_won:${contest.contestId}`,
      });
    }
  }
  return result;
}
