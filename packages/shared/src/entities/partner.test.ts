import { describe, expect, it } from "vitest";
import { partnerSchema } from "./partner";

describe("partner", () => {
  it("parses a partner with its url name", () => {
    const partner = { partner_id: 7, partner_name: "Levi's", url_name: "levis" };
    expect(partnerSchema.parse(partner)).toEqual(partner);
  });

  it("refuses a partner without url_name, which routes need", () => {
    expect(partnerSchema.safeParse({ partner_id: 7, partner_name: "Levi's" }).success).toBe(false);
  });
});
