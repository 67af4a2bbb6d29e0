import { ERROR_CODES } from "@spc/shared";
import { type JobBoard, JobBoardUnavailableError } from "../../adapters/job-board";
import { AppError } from "../../lib/app-error";
import { type CachedAnswer, okAnswer } from "../../lib/cached-answer";
import { createTtlCache } from "../../lib/ttl-cache";
import type { ContentContext } from "./reads";

/** A hosted board is asked again after five minutes (its postings change a few times a week). */
const HOSTED_BOARD_TTL_MS = 5 * 60_000;

/**
 * GET /api/careers/openings as a cached answer: the local board's rows follow the content cache
 * (version and closing dates); a hosted board's answer is kept five minutes. A hosted board that
 * cannot be reached is a 503 `service_unavailable` (the careers page leaves the section empty,
 * spec §8), and is asked again at the next request.
 */
export function createOpenings(context: ContentContext, board: JobBoard, careersEmail: string) {
  const hosted = createTtlCache<CachedAnswer>(HOSTED_BOARD_TTL_MS);
  const load = async () => {
    try {
      const listing = await board.list();
      return okAnswer({ provider: board.provider, applications_email: careersEmail, ...listing });
    } catch (error) {
      if (!(error instanceof JobBoardUnavailableError)) throw error;
      throw new AppError(ERROR_CODES.unavailable, "The job board is unavailable", { cause: error });
    }
  };
  return function openingsAnswer(): Promise<CachedAnswer> {
    return board.provider === "local"
      ? context.cache.get(JSON.stringify(["openings"]), load)
      : hosted.get("openings", load);
  };
}
