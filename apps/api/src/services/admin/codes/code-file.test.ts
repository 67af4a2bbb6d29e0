import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type CodeLine, MAX_CODE_LENGTH, readCodeFile } from "./code-file";

async function read(text: string | Buffer): Promise<CodeLine[]> {
  const rows: CodeLine[] = [];
  for await (const row of readCodeFile(Readable.from([text]))) rows.push(row);
  return rows;
}

describe("readCodeFile", () => {
  it("reads a plain text file, one code per line, skipping blank lines and trimming", async () => {
    expect(await read("AAA-1\r\n\n  BBB-2  \nCCC-3")).toEqual([
      { line: 1, code: "AAA-1" },
      { line: 3, code: "BBB-2" },
      { line: 4, code: "CCC-3" },
    ]);
  });

  it("takes the column a header row names, whatever its place and delimiter", async () => {
    expect(await read("batch;Code;expires\n7;X1;2027-01-01\n7;X2;2027-01-01\n")).toEqual([
      { line: 2, code: "X1" },
      { line: 3, code: "X2" },
    ]);
  });

  it("reads the first column of a CSV without a header, and strips a byte-order mark", async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(await read(Buffer.concat([bom, Buffer.from("Q1,first\nQ2,second\n")]))).toEqual([
      { line: 1, code: "Q1" },
      { line: 2, code: "Q2" },
    ]);
  });

  it("reports a line with spaces or non-ASCII characters, and one too long, instead of dropping it", async () => {
    const long = "L".repeat(MAX_CODE_LENGTH + 1);
    expect(await read(`GOOD\nBAD CODE\nCAFÉ\n${long}\n`)).toEqual([
      { line: 1, code: "GOOD" },
      { line: 2, problem: "bad_characters", value: "BAD CODE" },
      { line: 3, problem: "bad_characters", value: "CAFÉ" },
      { line: 4, problem: "too_long", value: "L".repeat(MAX_CODE_LENGTH) },
    ]);
  });

  it("keeps a stray quote inside a code", async () => {
    expect(await read('AB"C\n')).toEqual([{ line: 1, code: 'AB"C' }]);
  });

  it("reads a file split across many chunks", async () => {
    const chunks = ["CO", "DE-1\nCOD", "E-2\n", "CODE-3"];
    const rows: CodeLine[] = [];
    for await (const row of readCodeFile(Readable.from(chunks))) rows.push(row);
    expect(rows.map((row) => ("code" in row ? row.code : null))).toEqual([
      "CODE-1",
      "CODE-2",
      "CODE-3",
    ]);
  });

  it("fails when its source fails instead of waiting for more rows", async () => {
    const failing = new Readable({
      read() {
        this.push("A-1\n");
        this.destroy(new Error("client gone"));
      },
    });
    const reading = (async () => {
      for await (const _row of readCodeFile(failing)) {
        // keep reading
      }
    })();
    await expect(reading).rejects.toThrow("client gone");
  });
});
