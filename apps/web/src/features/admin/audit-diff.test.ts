import { describe, expect, it } from "vitest";
import { auditDiff, readable } from "./audit-diff";

describe("auditDiff", () => {
  it("lists each field of an update, the changed ones first", () => {
    expect(
      auditDiff({ title: "A", alert_threshold: 5 }, { title: "A", alert_threshold: 10 }),
    ).toEqual([
      { field: "alert_threshold", before: "5", after: "10", changed: true },
      { field: "title", before: "A", after: "A", changed: false },
    ]);
  });

  it("shows a creation as fields with no before", () => {
    expect(auditDiff(null, { imported: 3 })).toEqual([
      { field: "imported", before: null, after: "3", changed: true },
    ]);
  });

  it("prints nested values as indented JSON text, markup left as text", () => {
    const [line] = auditDiff(null, { tags: ["<b>x</b>"] });
    expect(line?.after).toBe('[\n  "<b>x</b>"\n]');
    expect(readable(null)).toBe("null");
  });

  it("keeps a value that is not an object whole", () => {
    expect(auditDiff([1], [2])).toEqual([
      { field: "", before: "[\n  1\n]", after: "[\n  2\n]", changed: true },
    ]);
  });
});
