import { ERROR_CODES } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { type JobBoard, JobBoardUnavailableError } from "../../adapters/job-board";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { createVersionedCache } from "../../lib/versioned-cache";
import { createOpenings } from "./openings";

const context = {
  db: {} as Db,
  cache: createVersionedCache(async () => ({ version: 1, nextChange: Number.POSITIVE_INFINITY })),
};

function hostedBoard(list: JobBoard["list"]): JobBoard & { calls: number } {
  const board = {
    provider: "greenhouse" as const,
    calls: 0,
    async list() {
      board.calls++;
      return list();
    },
  };
  return board;
}

describe("createOpenings", () => {
  it("keeps a hosted board's answer, with its embed and the careers address", async () => {
    const board = hostedBoard(async () => ({
      categories: [],
      embed: {
        script_url: "https://boards.greenhouse.io/embed/job_board/js?for=spc",
        board: "spc",
      },
    }));
    const openings = createOpenings(context, board, "jobs@example.ca");
    const first = await openings();
    await openings();
    expect(board.calls).toBe(1);
    expect(first.ok && JSON.parse(first.identity.bytes.toString())).toEqual({
      provider: "greenhouse",
      applications_email: "jobs@example.ca",
      categories: [],
      embed: {
        script_url: "https://boards.greenhouse.io/embed/job_board/js?for=spc",
        board: "spc",
      },
    });
  });

  it("answers 503 service_unavailable while the hosted board is down, and asks again next time", async () => {
    let up = false;
    const board = hostedBoard(async () => {
      if (!up) throw new JobBoardUnavailableError("down");
      return { categories: [], embed: null };
    });
    const openings = createOpenings(context, board, "jobs@example.ca");
    const error = await openings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ERROR_CODES.unavailable);
    up = true;
    expect((await openings()).ok).toBe(true);
    expect(board.calls).toBe(2);
  });
});
