import { STORAGE_KEYS } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { afterLoginDestination, decideGate } from "./gating";
import { peekRedirect, rememberRedirect, safeRedirectPath, takeRedirect } from "./redirect-memory";

const visitor = { loading: false, isLoggedIn: false, isRegistered: false };
const user = { loading: false, isLoggedIn: true, isRegistered: false };
const member = { loading: false, isLoggedIn: true, isRegistered: true };

describe("page gating (spec §2.6)", () => {
  it("waits while the session loads", () => {
    expect(decideGate("registered", { ...visitor, loading: true })).toEqual({ kind: "loading" });
  });

  it("opens the login prompt for a visitor, and sends Purchase to /signup with the flag", () => {
    expect(decideGate("registered", visitor)).toEqual({ kind: "login-prompt" });
    expect(decideGate("purchase", visitor)).toEqual({
      kind: "redirect",
      to: "/signup?purchaseNavigation=true",
    });
  });

  it("sends a logged-in user who is not registered to /signup", () => {
    expect(decideGate("registered", user)).toEqual({ kind: "redirect", to: "/signup" });
    expect(decideGate("purchase", user)).toEqual({ kind: "redirect", to: "/signup" });
  });

  it("lets a registered member in", () => {
    expect(decideGate("registered", member)).toEqual({ kind: "allow" });
  });

  it("goes after login to /signup until registered, else to the remembered route or /deals", () => {
    expect(afterLoginDestination({ isRegistered: false, remembered: "/favourites" })).toBe(
      "/signup",
    );
    expect(afterLoginDestination({ isRegistered: true, remembered: "/favourites" })).toBe(
      "/favourites",
    );
    expect(afterLoginDestination({ isRegistered: true, remembered: null })).toBe("/deals");
  });
});

describe("redirectUrl memory", () => {
  it("remembers a same-site path under the shared key and forgets it once taken", () => {
    rememberRedirect("/favourites?x=1");
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe("/favourites?x=1");
    expect(peekRedirect()).toBe("/favourites?x=1");
    expect(takeRedirect()).toBe("/favourites?x=1");
    expect(takeRedirect()).toBeNull();
  });

  it("never remembers another site or the sign-in pages", () => {
    rememberRedirect("https://evil.example/steal");
    rememberRedirect("//evil.example");
    rememberRedirect("/login");
    rememberRedirect("/signup?purchaseNavigation=true");
    expect(peekRedirect()).toBeNull();
  });

  it("reduces an absolute URL of our own origin to its path", () => {
    expect(safeRedirectPath("https://spc.ca/profile?a=1#b", "https://spc.ca")).toBe(
      "/profile?a=1#b",
    );
    expect(safeRedirectPath("https://other.ca/profile", "https://spc.ca")).toBeNull();
    expect(safeRedirectPath("javascript:alert(1)", "https://spc.ca")).toBeNull();
  });

  it("ignores a tampered stored value", () => {
    localStorage.setItem(STORAGE_KEYS.redirectUrl, "https://evil.example");
    expect(takeRedirect()).toBeNull();
  });
});
