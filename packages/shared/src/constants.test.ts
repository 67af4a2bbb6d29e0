import { describe, expect, it } from "vitest";
import {
  AFFILIATE_COOKIE_MAX_AGE_MS,
  CARD_NUMBER_BLOCKS,
  CARD_NUMBER_LENGTH,
  CARD_NUMBER_PREFIX,
  CURRENCY_BY_COUNTRY,
  EXPIRY_BANNER_DAYS,
  EXPIRY_WARNING_TIERS_DAYS,
  KONAMI_SEQUENCE,
  LIST_NAME_DISPLAY_MAX,
  LIST_NAME_TRUNCATE_TO,
  OFFERS_PAGE_SIZE,
  SEARCH_SUGGESTIONS,
  STORAGE_KEYS,
  TAG_DROPDOWN_LIMIT,
  TAG_SUGGESTIONS_LIMIT,
  UTM_MAX_AGE_MS,
} from "./constants";

describe("spec §9 constants", () => {
  it("pages offers by 24", () => {
    expect(OFFERS_PAGE_SIZE).toBe(24);
  });

  it("shows fewer tags in the dropdown than the helper's default", () => {
    expect(TAG_DROPDOWN_LIMIT).toBe(5);
    expect(TAG_SUGGESTIONS_LIMIT).toBe(10);
  });

  it("charges CAD in Canada and USD in the US", () => {
    expect(CURRENCY_BY_COUNTRY).toEqual({ ca: "CAD", us: "USD" });
  });

  it("keeps the affiliate cookie for exactly 2 592 000 000 ms", () => {
    expect(AFFILIATE_COOKIE_MAX_AGE_MS).toBe(2_592_000_000);
  });

  it("keeps UTM data for 7 days", () => {
    expect(UTM_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("has card blocks that add up to the card length", () => {
    expect(CARD_NUMBER_BLOCKS.reduce((a, b) => a + b, 0)).toBe(CARD_NUMBER_LENGTH);
    expect(CARD_NUMBER_PREFIX).toHaveLength(4);
  });

  it("truncates list names to fewer characters than the display limit", () => {
    expect(LIST_NAME_TRUNCATE_TO).toBeLessThan(LIST_NAME_DISPLAY_MAX);
  });

  it("keeps the expiry tiers and banner values of the spec", () => {
    expect(EXPIRY_WARNING_TIERS_DAYS).toEqual([0, 7, 14, 30]);
    expect(EXPIRY_BANNER_DAYS).toEqual([7, 0, 30, 60, 14, 2]);
  });

  it("holds 26 distinct search suggestions, each in both languages", () => {
    expect(SEARCH_SUGGESTIONS).toHaveLength(26);
    expect(new Set(SEARCH_SUGGESTIONS.map((s) => s.en)).size).toBe(26);
    for (const s of SEARCH_SUGGESTIONS) {
      expect(s.en.trim()).not.toBe("");
      expect(s.fr.trim()).not.toBe("");
    }
  });

  it("ends the hidden sequence with b then a", () => {
    expect(KONAMI_SEQUENCE).toHaveLength(10);
    expect(KONAMI_SEQUENCE.slice(-2)).toEqual(["b", "a"]);
  });

  it("uses distinct local storage keys", () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(STORAGE_KEYS.redirectUrl).toBe("redirectUrl");
    expect(STORAGE_KEYS.uniqueToken).toBe("unique_token");
  });
});
