import { readJson, writeJson } from "../../lib/storage";

/**
 * The bank-affiliate marker of spec §2.6, kept locally across the sign-up: which bank sent the
 * visitor and its single-use token. The association step clears it (spec §4).
 */
export interface AffiliateMarker {
  bank: "cibc";
  token: string;
}

export const AFFILIATE_STORAGE_KEY = "bankAffiliate";

export function storeAffiliateMarker(marker: AffiliateMarker): void {
  writeJson(AFFILIATE_STORAGE_KEY, marker);
}

/** The stored marker, or null when there is none (or it is unreadable). */
export function readAffiliateMarker(): AffiliateMarker | null {
  const value = readJson(AFFILIATE_STORAGE_KEY);
  if (typeof value !== "object" || value === null) return null;
  const { bank, token } = value as Partial<AffiliateMarker>;
  return bank === "cibc" && typeof token === "string" && token !== "" ? { bank, token } : null;
}

export function clearAffiliateMarker(): void {
  try {
    window.localStorage.removeItem(AFFILIATE_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was stored either
  }
}
