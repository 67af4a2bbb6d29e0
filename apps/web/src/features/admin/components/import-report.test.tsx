import type { CodeImportReportBody } from "@spc/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ImportReport } from "./import-report";

const none = { count: 0, samples: [] };

describe("ImportReport", () => {
  it("says how many codes went in", () => {
    const report: CodeImportReportBody = {
      status: "imported",
      read: 3,
      imported: 3,
      invalid: none,
      duplicates_in_file: none,
      duplicates_in_pool: none,
    };
    renderWithProviders(<ImportReport report={report} />);
    expect(screen.getByRole("status").textContent).toContain("3 codes imported (3 lines read).");
  });

  it("lists each problem of a rejected file with its lines, and says nothing went in", () => {
    const report: CodeImportReportBody = {
      status: "rejected",
      read: 12,
      imported: 0,
      invalid: { count: 1, samples: [{ line: 4, problem: "too_long", value: "X".repeat(8) }] },
      duplicates_in_file: { count: 3, samples: [{ code: "AAA-1", lines: [2, 9] }] },
      duplicates_in_pool: {
        count: 1,
        samples: [{ code: "<b>OLD</b>", line: 7 }],
      },
    };
    renderWithProviders(<ImportReport report={report} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("File rejected: nothing was imported (12 lines read).");
    expect(alert.textContent).toContain("1 unusable line");
    expect(alert.textContent).toContain("Line 4: “XXXXXXXX” is too long");
    expect(alert.textContent).toContain("3 codes repeated in the file");
    expect(alert.textContent).toContain("“AAA-1” on lines 2, 9");
    expect(alert.textContent).toContain("and 2 more");
    expect(alert.textContent).toContain("1 code already in the pool");
    // A code is text, never markup.
    expect(alert.textContent).toContain("“<b>OLD</b>” on line 7");
    expect(alert.querySelector("b")).toBeNull();
  });

  it("leaves out the kinds of problem the file does not have", () => {
    const report: CodeImportReportBody = {
      status: "rejected",
      read: 2,
      imported: 0,
      invalid: none,
      duplicates_in_file: { count: 1, samples: [{ code: "DUP", lines: [1, 2] }] },
      duplicates_in_pool: none,
    };
    renderWithProviders(<ImportReport report={report} />);
    expect(screen.queryByText(/unusable/)).toBeNull();
    expect(screen.queryByText(/already in the pool/)).toBeNull();
    expect(screen.queryByText(/more/)).toBeNull();
  });
});
