import { beforeEach, describe, expect, it, vi } from "vitest";
import { hasConsent, useConsentStore } from "./consent-store";
import { CONSENT_STORAGE_KEY } from "./cookie-categories";

function stored() {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null");
}

beforeEach(() => useConsentStore.setState({ consent: null }));

describe("cookie consent", () => {
  it("allows only strictly necessary cookies before any choice", () => {
    expect(hasConsent("strictly_necessary")).toBe(true);
    expect(hasConsent("analytical")).toBe(false);
    expect(stored()).toBeNull();
  });

  it("stores every category on Accept all, with a version and a timestamp", () => {
    useConsentStore.getState().acceptAll();
    expect(stored()).toMatchObject({
      version: 1,
      categories: { strictly_necessary: true, analytical: true, marketing: true, functional: true },
    });
    expect(Number.isNaN(Date.parse(stored().timestamp))).toBe(false);
    expect(hasConsent("marketing")).toBe(true);
  });

  it("stores strictly necessary only on Only necessary", () => {
    useConsentStore.getState().acceptNecessaryOnly();
    expect(stored().categories).toEqual({
      strictly_necessary: true,
      analytical: false,
      marketing: false,
      functional: false,
    });
  });

  it("stores necessary plus the chosen categories on Confirm my choices", () => {
    useConsentStore.getState().confirm({ analytical: true, marketing: false, functional: true });
    expect(stored().categories).toEqual({
      strictly_necessary: true,
      analytical: true,
      marketing: false,
      functional: true,
    });
    expect(hasConsent("functional")).toBe(true);
    expect(hasConsent("marketing")).toBe(false);
  });
});

describe("stored consent on the next visit", () => {
  async function freshStore() {
    vi.resetModules();
    return import("./consent-store");
  }

  it("is read back, with strictly necessary always on", async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        timestamp: "2025-01-01T00:00:00.000Z",
        categories: { analytical: true, marketing: false, functional: false },
      }),
    );
    const { hasConsent, useConsentStore: store } = await freshStore();
    expect(hasConsent("analytical")).toBe(true);
    expect(store.getState().consent?.categories.strictly_necessary).toBe(true);
  });

  it("is asked again when the stored record is from another version or incomplete", async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 0, timestamp: "x", categories: { analytical: true } }),
    );
    expect((await freshStore()).useConsentStore.getState().consent).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect((await freshStore()).useConsentStore.getState().consent).toBeNull();
  });

  it("takes a browser's Global Privacy Control as strictly necessary only, kept like a choice", async () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    try {
      const { useConsentStore: store } = await freshStore();
      expect(store.getState().consent?.categories).toEqual({
        strictly_necessary: true,
        analytical: false,
        marketing: false,
        functional: false,
      });
      expect(stored().source).toBe("gpc");
      // The visitor may still opt in on purpose from the settings.
      store.getState().confirm({ analytical: true }, "settings");
      expect((await freshStore()).hasConsent("analytical")).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, "globalPrivacyControl");
    }
  });

  it("records where each choice was made", () => {
    useConsentStore.getState().acceptAll("banner");
    expect(stored().source).toBe("banner");
    useConsentStore.getState().confirm({ marketing: true }, "settings");
    expect(stored().source).toBe("settings");
  });
});
