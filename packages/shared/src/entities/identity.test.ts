import { describe, expect, it } from "vitest";
import { identityUserSchema } from "./identity";

describe("identity user", () => {
  it("parses an e-mail/password identity linked to google", () => {
    const u = {
      uid: "u1",
      displayName: null,
      email: "a@b.ca",
      emailVerified: false,
      providerId: "password",
      providerList: ["password", "google"],
    };
    expect(identityUserSchema.parse(u)).toEqual(u);
  });

  it("accepts apple and refuses an unknown provider", () => {
    const base = {
      uid: "u",
      displayName: null,
      email: null,
      emailVerified: true,
      providerList: [],
    };
    expect(identityUserSchema.safeParse({ ...base, providerId: "apple" }).success).toBe(true);
    expect(identityUserSchema.safeParse({ ...base, providerId: "twitter" }).success).toBe(false);
  });
});
