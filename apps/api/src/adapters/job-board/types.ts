import type { JobBoardProvider, JobCategory } from "@spc/shared";

/** What a job board lists: its categories with their openings, and its embed if it has one. */
export interface JobBoardListing {
  categories: JobCategory[];
  embed: { script_url: string; board: string } | null;
}

/**
 * The careers page's openings (spec §2.1, §7 "an external job-board script is loaded"): a hosted
 * board reached over the network, or the local board of the database (the embedded default).
 */
export interface JobBoard {
  readonly provider: JobBoardProvider;
  list(): Promise<JobBoardListing>;
}

/** The hosted board cannot be reached or answered nonsense (the route answers 503). */
export class JobBoardUnavailableError extends Error {
  override name = "JobBoardUnavailableError";
}
