import { answersSchemaOf, ERROR_CODES } from "@spc/shared";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { refusalOf } from "./eligibility";
import {
  type ContestRow,
  entrantFacts,
  findContest,
  insertEntry,
  toEntry,
  toSummary,
} from "./repository";

export interface EnterRequest {
  /** Always the session's user id. */
  userId: string;
  contestKey: string;
  answers: Record<string, unknown> | undefined;
  now: Date;
}

const matchGameAnswers = z.strictObject({ completed: z.literal(true) });

function refuse(reason: string, message: string, details: Record<string, unknown> = {}): never {
  throw new AppError(ERROR_CODES.forbidden, message, { details: { reason, ...details } });
}

/** The answers to store, validated by the contest's own schema (its questions are data). */
function answersFor(contest: ContestRow, answers: Record<string, unknown> | undefined) {
  if (contest.entryKind === "form") {
    const parsed = answersSchemaOf(contest.questions).safeParse(answers ?? {});
    if (!parsed.success) {
      refuse("answers_invalid", "Some answers are missing or not valid", {
        fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")))],
      });
    }
    return parsed.data as Record<string, unknown>;
  }
  if (contest.entryKind === "match_game") {
    if (!matchGameAnswers.safeParse(answers ?? {}).success) {
      refuse("answers_invalid", "Finish the game to enter", { fields: ["completed"] });
    }
    return { completed: true };
  }
  return {};
}

/**
 * Enters the member in a contest: the contest must be open and the member eligible (403 forbidden,
 * details.reason), the answers valid; a second call (replay, double click, 20 parallel clicks)
 * answers the one existing entry with created: false. Photo contests are entered by the photo
 * upload, which stores the picture first (see photos.ts).
 */
export async function enterContest(db: Db, request: EnterRequest, photoKey?: string) {
  const contest = await findContest(db, request.contestKey);
  if (!contest) throw AppError.notFound("No such contest");
  const state = toSummary(contest, request.now).state;
  if (state !== "open") {
    refuse("contest_not_open", `This contest is ${state}`, { state });
  }
  if (contest.entryKind === "photo" && photoKey === undefined) {
    refuse("answers_invalid", "This contest is entered by sending a photo", { fields: ["photo"] });
  }
  const reason = refusalOf(
    contest.eligibility,
    await entrantFacts(db, request.userId),
    request.now,
  );
  if (reason) refuse(reason, "You are not eligible for this contest");
  const answers = answersFor(contest, request.answers);
  const { entry, created } = await insertEntry(db, {
    contestId: contest.id,
    userId: request.userId,
    answers,
    photoKey: photoKey ?? null,
    photoStatus: photoKey ? "pending" : null,
  });
  return { entry: toEntry(entry, contest), created, contest };
}
