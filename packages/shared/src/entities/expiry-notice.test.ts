import { describe, expect, it } from "vitest";
import { expiryNoticeSchema } from "./expiry-notice";

describe("expiry notice", () => {
  it("parses an auto-renew notice with its hyphen", () => {
    expect(expiryNoticeSchema.parse({ success: true, type: "auto-renew", days: 7 }).type).toBe(
      "auto-renew",
    );
  });

  it("refuses an unknown type", () => {
    expect(expiryNoticeSchema.safeParse({ success: true, type: "trial", days: 7 }).success).toBe(
      false,
    );
  });

  it("refuses fractional days", () => {
    expect(
      expiryNoticeSchema.safeParse({ success: true, type: "payment", days: 1.5 }).success,
    ).toBe(false);
  });
});
