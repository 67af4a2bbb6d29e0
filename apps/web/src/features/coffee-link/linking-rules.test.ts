import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { canSubmitLink, linkErrorMessage, linkingEmailsValid } from "./linking-rules";

describe("the coffee-chain linking rules (spec §5, §8)", () => {
  it("wants a valid e-mail and a matching confirmation, case and spaces aside", () => {
    expect(linkingEmailsValid("me@rewards.test", " ME@Rewards.test ")).toBe(true);
    expect(linkingEmailsValid("me@rewards.test", "you@rewards.test")).toBe(false);
    expect(linkingEmailsValid("not-an-email", "not-an-email")).toBe(false);
    expect(linkingEmailsValid("", "")).toBe(false);
  });

  it("disables submit while invalid, loading or after a link error", () => {
    const valid = { email: "a@b.co", confirmation: "a@b.co", loading: false, linkError: false };
    expect(canSubmitLink(valid)).toBe(true);
    expect(canSubmitLink({ ...valid, confirmation: "b@b.co" })).toBe(false);
    expect(canSubmitLink({ ...valid, loading: true })).toBe(false);
    expect(canSubmitLink({ ...valid, linkError: true })).toBe(false);
  });

  it("words the known link-failure code as spec §8 does, and anything else generically", () => {
    expect(linkErrorMessage(new ApiError(422, "tims_link_failed", "x"))).toBe(
      "coffeeLink.error.linkFailed",
    );
    expect(linkErrorMessage(new ApiError(409, "tims_account_taken", "x"))).toBe(
      "coffeeLink.error.taken",
    );
    expect(linkErrorMessage(new ApiError(500, "internal_error", "x"))).toBe(
      "coffeeLink.error.generic",
    );
    expect(linkErrorMessage(new Error("boom"))).toBe("coffeeLink.error.generic");
  });
});
