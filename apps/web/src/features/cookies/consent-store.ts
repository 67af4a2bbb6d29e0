import { create } from "zustand";
import { readJson, writeJson } from "../../lib/storage";
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type CookieCategoryId,
  type CookieChoices,
  OPTIONAL_COOKIE_CATEGORIES,
} from "./cookie-categories";

export interface StoredConsent {
  version: typeof CONSENT_VERSION;
  timestamp: string;
  categories: Record<CookieCategoryId, boolean>;
}

// Storage may hold anything (older versions, hand edits): a record counts when it is of the
// current version and decides every optional category. Strictly necessary is on whatever it says.
function loadConsent(): StoredConsent | null {
  const stored = readJson(CONSENT_STORAGE_KEY);
  if (typeof stored !== "object" || stored === null) return null;
  const record = stored as Partial<StoredConsent>;
  const categories = record.categories as Record<string, unknown> | undefined;
  const complete =
    record.version === CONSENT_VERSION &&
    typeof record.timestamp === "string" &&
    OPTIONAL_COOKIE_CATEGORIES.every((category) => typeof categories?.[category] === "boolean");
  if (!complete) return null;
  return {
    version: CONSENT_VERSION,
    timestamp: record.timestamp as string,
    categories: { ...(categories as StoredConsent["categories"]), strictly_necessary: true },
  };
}

function everyOptional(allowed: boolean): CookieChoices {
  return Object.fromEntries(OPTIONAL_COOKIE_CATEGORIES.map((category) => [category, allowed]));
}

interface ConsentState {
  /** null until the visitor has chosen (or when the stored choice is from an older version). */
  consent: StoredConsent | null;
  /** Confirm my choices: strictly necessary plus the chosen categories (spec §4 cookie flow). */
  confirm: (choices: CookieChoices) => void;
  acceptAll: () => void;
  acceptNecessaryOnly: () => void;
}

export const useConsentStore = create<ConsentState>((set, get) => ({
  consent: loadConsent(),
  confirm: (choices) => {
    const categories = { ...everyOptional(false), ...choices, strictly_necessary: true };
    const consent: StoredConsent = {
      version: CONSENT_VERSION,
      timestamp: new Date().toISOString(),
      categories: categories as StoredConsent["categories"],
    };
    writeJson(CONSENT_STORAGE_KEY, consent);
    set({ consent });
  },
  acceptAll: () => get().confirm(everyOptional(true)),
  acceptNecessaryOnly: () => get().confirm(everyOptional(false)),
}));

/** For scripts outside React (analytics): may this category of cookie be set right now? */
export function hasConsent(category: CookieCategoryId): boolean {
  if (category === "strictly_necessary") return true;
  return useConsentStore.getState().consent?.categories[category] ?? false;
}

/** The stored consent (null until chosen) for components that react to a change. */
export function useConsent(): StoredConsent | null {
  return useConsentStore((state) => state.consent);
}
