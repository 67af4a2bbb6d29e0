import { isValidEmail, verifyTokenFromContinueUrl } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { tokenFromContinueUrl } from "./auth-action";
import { isEmailFormat } from "./email-format";

// The two zod-free copies left in the web: shared `isValidEmail` wraps zod's `z.email()` (and
// `verifyTokenFromContinueUrl` sits beside it), so the forms spell them out. They must agree.
describe("zod-free copies of the shared e-mail rules", () => {
  it("agree on e-mail format", () => {
    const emails = [
      "a@b.ca",
      "first.last+tag@uni.qc.ca",
      "a..b@c.ca",
      ".a@b.ca",
      "a@b",
      "a b@c.ca",
      " x@y.com ",
      "é@b.ca",
      "a@-b.ca",
    ];
    for (const value of emails) expect(isEmailFormat(value)).toBe(isValidEmail(value));
  });

  it("agree on the verify token of a continueUrl", () => {
    const urls = [
      null,
      "",
      "https://x/?verifyToken=abc",
      "/?a=1&verifyToken=a%20b#x",
      "/?verifyToken=",
      "/?verifyToken=%E0",
    ];
    for (const url of urls) expect(tokenFromContinueUrl(url)).toBe(verifyTokenFromContinueUrl(url));
  });
});
