import type { JobBoardConfig } from "../../config";
import type { Db } from "../../db/client";
import { createGreenhouseJobBoard } from "./greenhouse";
import { createLocalJobBoard } from "./local";
import type { JobBoard } from "./types";

export { createGreenhouseJobBoard } from "./greenhouse";
export { applyByEmail, createLocalJobBoard } from "./local";
export { type JobBoard, type JobBoardListing, JobBoardUnavailableError } from "./types";

/** Greenhouse's public board when configured (JOB_BOARD / GREENHOUSE_BOARD_TOKEN), else the local one. */
export function createJobBoard(config: JobBoardConfig, db: Db, careersEmail: string): JobBoard {
  return config.provider === "greenhouse" && config.greenhouseBoardToken
    ? createGreenhouseJobBoard(config.greenhouseBoardToken)
    : createLocalJobBoard(db, careersEmail);
}
