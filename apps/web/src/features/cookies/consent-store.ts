import { create } from "zustand";
import { readJson, writeJson } from "../../lib/storage";
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type CookieCategoryId,
  type CookieChoices,
  OPTIONAL_COOKIE_CATEGORIES,
} from "./cookie-categories";

/** Where the choice was made; the member's proof of consent records it (decision 0049). */
export type ConsentSource = "banner" | "settings" | "gpc";

export interface StoredConsent {
  version: typeof CONSENT_VERSION;
  timestamp: string;
  categories: Record<CookieCategoryId, boolean>;
  source?: ConsentSource;
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
    ...(record.source ? { source: record.source } : {}),
  };
}

/** The browser's Global Privacy Control signal: "do not sell or share my data". */
export function sendsGlobalPrivacyControl(nav: Navigator | undefined = globalThis.navigator) {
  return (
    (nav as (Navigator & { globalPrivacyControl?: boolean }) | undefined)?.globalPrivacyControl ===
    true
  );
}

function makeConsent(choices: CookieChoices, source: ConsentSource): StoredConsent {
  const categories = { ...everyOptional(false), ...choices, strictly_necessary: true };
  return {
    version: CONSENT_VERSION,
    timestamp: new Date().toISOString(),
    categories: categories as StoredConsent["categories"],
    source,
  };
}

/**
 * The stored choice; without one, a browser sending Global Privacy Control has answered for the
 * visitor: strictly necessary only, kept like a choice (no banner asks again). The settings
 * dialog still lets the visitor opt in to a category on purpose.
 */
function initialConsent(): StoredConsent | null {
  const stored = loadConsent();
  if (stored || !sendsGlobalPrivacyControl()) return stored;
  const consent = makeConsent(everyOptional(false), "gpc");
  writeJson(CONSENT_STORAGE_KEY, consent);
  return consent;
}

function everyOptional(allowed: boolean): CookieChoices {
  return Object.fromEntries(OPTIONAL_COOKIE_CATEGORIES.map((category) => [category, allowed]));
}

interface ConsentState {
  /** null until the visitor has chosen (or when the stored choice is from an older version). */
  consent: StoredConsent | null;
  /** Confirm my choices: strictly necessary plus the chosen categories (spec §4 cookie flow). */
  confirm: (choices: CookieChoices, source?: ConsentSource) => void;
  acceptAll: (source?: ConsentSource) => void;
  acceptNecessaryOnly: (source?: ConsentSource) => void;
}

export const useConsentStore = create<ConsentState>((set, get) => ({
  consent: initialConsent(),
  confirm: (choices, source = "settings") => {
    const consent = makeConsent(choices, source);
    writeJson(CONSENT_STORAGE_KEY, consent);
    set({ consent });
  },
  acceptAll: (source = "banner") => get().confirm(everyOptional(true), source),
  acceptNecessaryOnly: (source = "banner") => get().confirm(everyOptional(false), source),
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

/** Calls `listener` with each choice made from now on (not the one stored before). */
export function onConsentChosen(listener: (consent: StoredConsent) => void): () => void {
  return useConsentStore.subscribe((state, previous) => {
    if (state.consent && state.consent !== previous.consent) listener(state.consent);
  });
}
