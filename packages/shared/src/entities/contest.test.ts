import { describe, expect, it } from "vitest";
import { contestRulesSchema, contestSchema } from "./contest";

describe("contest", () => {
  it("parses a contest with both ids", () => {
    expect(contestSchema.parse({ id: 12, contest_id: "holiday-2025" }).id).toBe(12);
  });

  it("parses rules in both languages", () => {
    const rules = { rule_en: "# Rules", rule_fr: "# Règlement" };
    expect(contestRulesSchema.parse(rules)).toEqual(rules);
  });
});
