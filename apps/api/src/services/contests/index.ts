/**
 * Contests (spec §2.4, §3, §7; docs/decisions/0039-contests.md). Routes (offers service) and the
 * draw command import this file only. The member is always the session's; eligibility, questions
 * and prizes are rows of the database.
 */

export {
  DRAW_ALGORITHM,
  drawWinners,
  runDraw,
  uniformIndex,
  verifyDraw,
  winnersContact,
} from "./draw";
export { contestStateAt, refusalOf } from "./eligibility";
export { enterContest } from "./entries";
export { notifyWinners, winnerMail } from "./notify";
export { cleanPhoto, enterWithPhoto, photoFor, reviewPhoto } from "./photos";
export {
  approvedPhotos,
  type ContestRow,
  enteredContestIds,
  entryOf,
  findContest,
  hasOrderIn,
  listContests,
  toEntry,
  toSummary,
} from "./repository";
export { DrawRefusedError, drawContest } from "./run-draw";
