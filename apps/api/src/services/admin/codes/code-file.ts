import { pipeline, type Readable } from "node:stream";
import { parse } from "csv-parse";

/** The longest code a partner file may hold; longer lines are reported, not cut. */
export const MAX_CODE_LENGTH = 100;

/** Printable ASCII without spaces: what a member can type at a till or paste into a checkout. */
const CODE_PATTERN = /^[\x21-\x7E]+$/;

export type CodeLineProblem = "too_long" | "bad_characters";

export type CodeLine =
  | { line: number; code: string }
  | { line: number; problem: CodeLineProblem; value: string };

/** Words a first row may use to name the code column; that row is a header, not a code. */
const HEADER_NAMES = new Set(["code", "codes", "coupon", "promo_code", "promocode", "voucher"]);

/**
 * Reads a partner's code file as a stream, one row at a time, so a million codes never sit in
 * memory. A plain text file (one code per line) and a CSV (comma, semicolon or tab; a header row
 * naming the code column, or the codes in the first column) are both read by the same CSV parser.
 * Blank lines are skipped; every other line yields a code or the reason it is not one.
 */
export async function* readCodeFile(source: Readable): AsyncGenerator<CodeLine> {
  const parser = parse({
    delimiter: [",", ";", "\t"],
    record_delimiter: ["\r\n", "\n", "\r"],
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  // pipeline, not pipe: a failing source (a client gone, a file over the limit) fails the parser
  // too, so the loop below throws instead of waiting for rows that never come.
  pipeline(source, parser, () => {});
  let column = 0;
  let first = true;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (first) {
      first = false;
      const header = record.findIndex((cell) => HEADER_NAMES.has(cell.toLowerCase()));
      if (header >= 0) {
        column = header;
        continue;
      }
    }
    const value = record[column] ?? "";
    if (value === "") continue;
    yield checkCode(info.lines, value);
  }
}

export function checkCode(line: number, value: string): CodeLine {
  if (value.length > MAX_CODE_LENGTH) {
    return { line, problem: "too_long", value: value.slice(0, MAX_CODE_LENGTH) };
  }
  if (!CODE_PATTERN.test(value)) return { line, problem: "bad_characters", value };
  return { line, code: value };
}
