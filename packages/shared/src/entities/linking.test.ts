import { describe, expect, it } from "vitest";
import { linkingStatusOf, linkingStatusResponseSchema, linkRequestSchema } from "./linking";

describe("linking", () => {
  it("reads Linked true as linked and false as unlinked", () => {
    expect(linkingStatusOf(linkingStatusResponseSchema.parse({ Linked: true }))).toBe("linked");
    expect(linkingStatusOf({ Linked: false })).toBe("unlinked");
  });

  it("refuses a link request without a valid e-mail", () => {
    expect(linkRequestSchema.safeParse({ th_email: "nope" }).success).toBe(false);
    expect(linkRequestSchema.safeParse({ th_email: "a@b.ca" }).success).toBe(true);
  });
});
