import { CONTEST_REFUSALS, type ContestRefusal } from "@spc/shared";
import { ApiError } from "../../lib/api-client";

/**
 * The §2.8 dialog an entry refusal opens. "closed" and "not-open-yet" are the contest
 * open/close modal; the others are the submission modal with the reason.
 */
export type RefusalDialog =
  | { kind: "closed" }
  | { kind: "not-open-yet" }
  | { kind: "refused"; reason: Exclude<ContestRefusal, "contest_not_open"> }
  | { kind: "login" }
  | { kind: "photo-too-large" }
  | { kind: "photo-type" }
  | { kind: "error" };

/** Maps POST /contestRegister's (or the photo upload's) failure to the dialog it opens. */
export function refusalOf(error: unknown): RefusalDialog {
  if (!(error instanceof ApiError)) return { kind: "error" };
  if (error.status === 401) return { kind: "login" };
  if (error.status === 413) return { kind: "photo-too-large" };
  if (error.status === 415) return { kind: "photo-type" };
  const reason = error.details?.reason;
  if (error.status === 403 && typeof reason === "string") {
    if (reason === "contest_not_open") {
      return error.details?.state === "upcoming" ? { kind: "not-open-yet" } : { kind: "closed" };
    }
    if ((CONTEST_REFUSALS as readonly string[]).includes(reason)) {
      return { kind: "refused", reason: reason as Exclude<ContestRefusal, "contest_not_open"> };
    }
  }
  return { kind: "error" };
}

/** The message of each refusal (literal ids, so the build sees them). */
export function refusalMessageId(dialog: RefusalDialog) {
  switch (dialog.kind) {
    case "closed":
      return "contests.refusal.closed" as const;
    case "not-open-yet":
      return "contests.refusal.notOpenYet" as const;
    case "login":
      return "contests.refusal.login" as const;
    case "photo-too-large":
      return "contests.photo.tooLarge" as const;
    case "photo-type":
      return "contests.photo.wrongType" as const;
    case "error":
      return "contests.refusal.error" as const;
    case "refused":
      switch (dialog.reason) {
        case "audience":
          return "contests.refusal.audience" as const;
        case "minimum_age":
          return "contests.refusal.minimumAge" as const;
        case "province":
          return "contests.refusal.province" as const;
        case "answers_invalid":
          return "contests.refusal.answersInvalid" as const;
      }
  }
}
