import { describe, expect, it } from "vitest";
import { normalizeTrialEmail } from "./free-trial";

describe("free trial and auto-renew", () => {
  it("normalises e-mails for the once-per-person rule", () => {
    expect(normalizeTrialEmail(" Jean.Tremblay+promo@GMail.com ")).toBe("jeantremblay@gmail.com");
    expect(normalizeTrialEmail("a.b+x@ulaval.ca")).toBe("a.b@ulaval.ca");
  });
});
