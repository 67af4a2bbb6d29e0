import { create } from "zustand";
import { readJson, writeJson } from "../../lib/storage";
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type CookieCategory,
  type CookieChoices,
  OPTIONAL_COOKIE_CATEGORIES,
} from "./cookie-categories";

export interface StoredConsent {
  version: typeof CONSENT_VERSION;
  timestamp: string;
  categories: { necessary: true } & CookieChoices;
}

// Storage may hold anything (older versions, hand edits): only a complete current record counts.
function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Partial<StoredConsent>;
  const categories = record.categories as Record<string, unknown> | undefined;
  return (
    record.version === CONSENT_VERSION &&
    typeof record.timestamp === "string" &&
    categories?.necessary === true &&
    OPTIONAL_COOKIE_CATEGORIES.every((category) => typeof categories[category] === "boolean")
  );
}

function loadConsent(): StoredConsent | null {
  const stored = readJson(CONSENT_STORAGE_KEY);
  return isStoredConsent(stored) ? stored : null;
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
    const consent: StoredConsent = {
      version: CONSENT_VERSION,
      timestamp: new Date().toISOString(),
      categories: { necessary: true, ...choices },
    };
    writeJson(CONSENT_STORAGE_KEY, consent);
    set({ consent });
  },
  acceptAll: () => get().confirm({ analytical: true, marketing: true, functional: true }),
  acceptNecessaryOnly: () =>
    get().confirm({ analytical: false, marketing: false, functional: false }),
}));

/** For scripts outside React (analytics): may this category of cookie be set right now? */
export function hasConsent(category: CookieCategory): boolean {
  if (category === "necessary") return true;
  return useConsentStore.getState().consent?.categories[category] ?? false;
}

/** The stored consent (null until chosen) for components that react to a change. */
export function useConsent(): StoredConsent | null {
  return useConsentStore((state) => state.consent);
}
