import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Db } from "../../../db/client";
import { revealPage } from "./repository";

const PAGE = 5000;

export const REVEAL_EXPORT_COLUMNS = [
  "revealed_at",
  "offer_id",
  "offer_title",
  "kind",
  "code",
  "channel",
] as const;

/**
 * A partner's reveals in [from, to) as a CSV stream for its invoice: when, which offer, the code
 * handed out and whether the member was shopping online or in store. No member identity leaves:
 * the partner bills per reveal and does not need to know who.
 */
export function exportReveals(
  db: Db,
  range: { partnerId: number; from: Date; to: Date },
): Readable {
  async function* rows() {
    let after = 0;
    for (;;) {
      const page = await revealPage(db, range, after, PAGE);
      for (const row of page) {
        yield [
          row.revealed_at.toISOString(),
          row.offer_id,
          row.offer_title,
          row.kind,
          row.code ?? "",
          row.online === null ? "" : row.online ? "online" : "in_store",
        ];
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1]?.id ?? after;
    }
  }
  return Readable.from(rows()).pipe(
    stringify({
      header: true,
      columns: [...REVEAL_EXPORT_COLUMNS],
      bom: true,
      // A cell starting with = + - @ would run as a formula in a spreadsheet.
      escape_formulas: true,
    }),
  );
}
