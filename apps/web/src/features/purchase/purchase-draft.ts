import { readJson, writeJson } from "../../lib/storage";
import type { CheckoutBody, CodeKind } from "./types";

/**
 * The codes a buyer arrives with (spec §2.3: `/purchase?referral=…`, `?promo=…` / `?promo_code=…`,
 * `?code=…`), kept for the tab's session so every purchase step finds them again.
 */
export interface PurchaseDraft {
  code: string | null;
}

const KEY = "spc.purchase.draft";

/** The code of a purchase URL: `promo_code`, `promo`, `referral`, `code` (first one given). */
export function codeFromQuery(search: URLSearchParams): string | null {
  for (const name of ["promo_code", "promo", "promocode", "referral", "referral_code", "code"]) {
    const value = search.get(name)?.trim();
    if (value) return value.toUpperCase();
  }
  return null;
}

export function readDraft(): PurchaseDraft {
  const stored = readJson(KEY, "session");
  if (typeof stored === "object" && stored !== null && "code" in stored) {
    const code = (stored as { code: unknown }).code;
    return { code: typeof code === "string" && code ? code : null };
  }
  return { code: null };
}

export function writeDraft(draft: PurchaseDraft): void {
  writeJson(KEY, draft, "session");
}

/** The checkout body field a validated code goes in. */
export function codeField(kind: CodeKind | null | undefined, code: string): Partial<CheckoutBody> {
  switch (kind) {
    case "school":
      return { school_code: code };
    case "referral":
      return { referral_code: code };
    case "access":
      return { access_code: code };
    default:
      return { promo_code: code };
  }
}

/** Keeps a code for the purchase steps (a visitor signs up first, then reaches the purchase). */
export function keepPurchaseCode(code: string): void {
  writeDraft({ code: code.trim().toUpperCase() });
}
