import { describe, expect, it } from "vitest";
import { shouldSaveLanguage } from "./language-sync";
import { extensionMessage, readStartupParams, withoutAutoLoginParams } from "./startup-params";
import { viewerStatusOf } from "./use-viewer";

describe("startup parameters (spec §2.5)", () => {
  it("reads redirectUrl, the auto-login token and from_extension", () => {
    expect(
      readStartupParams("?redirectUrl=%2Fprofile&auto_login=yes&custom_token=abc&from_extension"),
    ).toEqual({ redirectUrl: "/profile", customToken: "abc", fromExtension: true });
  });

  it("uses a custom token only with auto_login=yes", () => {
    expect(readStartupParams("?custom_token=abc").customToken).toBeNull();
    expect(readStartupParams("?auto_login=no&custom_token=abc").customToken).toBeNull();
    expect(readStartupParams("?auto_login=YES&custom_token=abc").customToken).toBe("abc");
    expect(readStartupParams("?auto_login=yes&custom_token=").customToken).toBeNull();
  });

  it("clears the auto-login parameters and keeps the others", () => {
    expect(withoutAutoLoginParams("?auto_login=yes&custom_token=abc&offer_id=7")).toBe(
      "?offer_id=7",
    );
    expect(withoutAutoLoginParams("?auto_login=yes&custom_token=abc")).toBe("");
  });

  it("hands the token to the extension in a typed message", () => {
    expect(extensionMessage("t0k")).toEqual({ type: "SPC_AUTH_TOKEN", token: "t0k" });
  });
});

describe("language saved to the profile (spec §4)", () => {
  const base = {
    chosen: "fr" as const,
    chosenFrom: "toggle" as const,
    profileLanguage: "en" as const,
    country: "ca" as const,
  };

  it("saves only for a registered member whose profile says otherwise", () => {
    expect(shouldSaveLanguage({ ...base, isRegistered: true })).toBe(true);
    expect(shouldSaveLanguage({ ...base, isRegistered: false })).toBe(false);
    expect(shouldSaveLanguage({ ...base, profileLanguage: "fr", isRegistered: true })).toBe(false);
  });

  it("saves a toggle only: a language the address named or the profile applied is not saved", () => {
    expect(shouldSaveLanguage({ ...base, chosenFrom: "address", isRegistered: true })).toBe(false);
    expect(shouldSaveLanguage({ ...base, chosenFrom: "profile", isRegistered: true })).toBe(false);
    expect(shouldSaveLanguage({ ...base, chosenFrom: null, isRegistered: true })).toBe(false);
  });

  it("is ignored in the US build", () => {
    expect(shouldSaveLanguage({ ...base, country: "us", isRegistered: true })).toBe(false);
  });
});

describe("the viewer seam", () => {
  it("maps the session to visitor, user, member and plus", () => {
    expect(viewerStatusOf({ isLoggedIn: false, hasValidCard: false, isPlus: false })).toBe(
      "visitor",
    );
    expect(viewerStatusOf({ isLoggedIn: true, hasValidCard: false, isPlus: false })).toBe("user");
    expect(viewerStatusOf({ isLoggedIn: true, hasValidCard: true, isPlus: false })).toBe("member");
    expect(viewerStatusOf({ isLoggedIn: true, hasValidCard: true, isPlus: true })).toBe("plus");
  });
});
