import { describe, expect, it } from "vitest";
import { parseOffered, shouldOffer, withOffered } from "./offer-rule";

const eligible = { campaign: "june-acq", eligible: true };

describe("acquisition promo rule (decision 0050)", () => {
  it("offers the campaign to an eligible member not offered it in this browser", () => {
    expect(shouldOffer(eligible, "u1", {})).toBe(true);
    expect(shouldOffer(eligible, "u1", { "june-acq": ["u2"] })).toBe(true);
  });

  it("never offers it twice to the same member, nor to one the API says may not take it", () => {
    expect(shouldOffer(eligible, "u1", { "june-acq": ["u1"] })).toBe(false);
    expect(shouldOffer({ ...eligible, eligible: false }, "u1", {})).toBe(false);
    expect(shouldOffer(null, "u1", {})).toBe(false);
  });

  it("a new campaign is offered again to a member who saw an older one", () => {
    expect(
      shouldOffer({ campaign: "fall-acq", eligible: true }, "u1", { "june-acq": ["u1"] }),
    ).toBe(true);
  });

  it("remembers members per campaign, keeping the latest twenty", () => {
    let memory = {};
    for (let i = 0; i < 25; i += 1) memory = withOffered(memory, "june-acq", `u${i}`);
    const kept = parseOffered(memory)["june-acq"] ?? [];
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe("u24");
    expect(withOffered({ "june-acq": ["a", "b"] }, "june-acq", "a")).toEqual({
      "june-acq": ["b", "a"],
    });
  });

  it("reads a damaged memory as empty", () => {
    expect(parseOffered("x")).toEqual({});
    expect(parseOffered(["june-acq"])).toEqual({});
    expect(parseOffered({ "june-acq": [1, "u1"] })).toEqual({ "june-acq": ["u1"] });
  });
});
