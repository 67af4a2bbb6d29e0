import type { Readable } from "node:stream";
import { ERROR_CODES } from "@spc/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { type CodeLineProblem, readCodeFile } from "./code-file";
import {
  addStagedCodes,
  createStaging,
  duplicatesInFile,
  duplicatesInPool,
  indexStaging,
  lockOfferForImport,
  rearmPoolAlert,
  stageCodes,
} from "./repository";

/** Rows sent to the database per statement: bounds memory whatever the file's size. */
const BATCH = 2000;
/** How many examples of each problem the report lists; the counts are always exact. */
export const REPORT_SAMPLES = 20;

const POOL_CODE_TYPES = new Set(["upload_unique", "upload_random"]);

export interface CodeImportReport {
  status: "imported" | "rejected";
  /** Codes read from the file (blank lines and a header row not counted). */
  read: number;
  imported: number;
  invalid: { count: number; samples: { line: number; problem: CodeLineProblem; value: string }[] };
  duplicates_in_file: { count: number; samples: { code: string; lines: number[] }[] };
  duplicates_in_pool: { count: number; samples: { code: string; line: number }[] };
}

/**
 * Imports a partner's code file into an offer's pool, all or nothing: the file is streamed into
 * a staging table in batches, checked as a whole (bad lines, codes repeated in the file, codes
 * already in the pool), and only a clean file is added. A rejected file adds nothing and its
 * report says why, with exact counts and the first examples of each problem.
 */
export async function importCodes(
  db: Db,
  offerId: number,
  source: Readable,
): Promise<CodeImportReport> {
  return db.transaction(async (tx) => {
    const codeType = await lockOfferForImport(tx, offerId);
    if (codeType === null) throw AppError.notFound("Offer not found");
    if (!POOL_CODE_TYPES.has(codeType)) {
      throw new AppError(
        ERROR_CODES.conflict,
        "This offer does not hand out codes from an uploaded pool",
        {
          details: { reason: "not_a_pool_offer", code_type: codeType },
        },
      );
    }
    await createStaging(tx);
    const invalid: CodeImportReport["invalid"] = { count: 0, samples: [] };
    let read = 0;
    let batch: { line: number; code: string }[] = [];
    for await (const row of readCodeFile(source)) {
      read += 1;
      if ("problem" in row) {
        invalid.count += 1;
        if (invalid.samples.length < REPORT_SAMPLES) invalid.samples.push(row);
        continue;
      }
      batch.push(row);
      if (batch.length === BATCH) {
        await stageCodes(tx, batch);
        batch = [];
      }
    }
    await stageCodes(tx, batch);
    await indexStaging(tx);

    const inFile = await duplicatesInFile(tx, REPORT_SAMPLES);
    const inPool = await duplicatesInPool(tx, offerId, REPORT_SAMPLES);
    const report = {
      read,
      invalid,
      duplicates_in_file: inFile,
      duplicates_in_pool: inPool,
    };
    if (read === 0 || invalid.count + inFile.count + inPool.count > 0) {
      return { status: "rejected", imported: 0, ...report };
    }
    const imported = await addStagedCodes(tx, offerId);
    await rearmPoolAlert(tx, offerId);
    return { status: "imported", imported, ...report };
  });
}
