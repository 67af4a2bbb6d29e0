import { describe, expect, it } from "vitest";
import { signInMethodOf } from "./sign-in-method";

describe("signInMethodOf", () => {
  it("names an e-mail sign-in password and an auto-login custom_token", () => {
    expect(signInMethodOf({ path: "/sign-in/email" })).toBe("password");
    expect(signInMethodOf({ path: "/custom-token" })).toBe("custom_token");
  });

  it("names a social sign-in after its provider, from the callback or an ID-token sign-in", () => {
    for (const id of ["google", "facebook", "apple"]) {
      expect(signInMethodOf({ path: "/callback/:id", params: { id } })).toBe(id);
    }
    expect(signInMethodOf({ path: "/sign-in/social", body: { provider: "apple" } })).toBe("apple");
  });

  it("knows nothing of other endpoints or providers", () => {
    expect(signInMethodOf({ path: "/callback/:id", params: { id: "twitter" } })).toBeNull();
    expect(signInMethodOf({ path: "/verify-email" })).toBeNull();
    expect(signInMethodOf(null)).toBeNull();
  });
});
