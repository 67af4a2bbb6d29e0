import { resolveLanguage, STORAGE_KEYS } from "@spc/shared";
import { create } from "zustand";
import { readString, writeString } from "../lib/storage";
import { type Country, type Language, parseLanguage } from "./language";

/**
 * Where this page's language choice came from: the toggle (a member's profile keeps it), the
 * address (/fr…, a mail link's language: it wins over the profile and is not saved to it) or the
 * profile itself (applied at sign-in). Null: the choice stored by an earlier visit.
 */
export type LanguageOrigin = "toggle" | "address" | "profile";

interface LanguageState {
  /** The language chosen on this device (stored), before country rules apply. */
  chosen: Language | null;
  chosenFrom: LanguageOrigin | null;
  /** The build's country from /api/config; null until it has loaded. */
  country: Country | null;
  setCountry: (country: Country) => void;
  /** Spec §4: the toggle does nothing in the US build. */
  setLanguage: (language: Language, from?: LanguageOrigin) => void;
}

export const useLanguageStore = create<LanguageState>((set, get) => ({
  chosen: parseLanguage(readString(STORAGE_KEYS.language)),
  chosenFrom: null,
  country: null,
  setCountry: (country) => set({ country }),
  setLanguage: (language, from = "toggle") => {
    if (get().country === "us") return;
    writeString(STORAGE_KEYS.language, language);
    set({ chosen: language, chosenFrom: from });
  },
}));

/**
 * The language the interface shows (spec §4). No profile exists yet, so that source is empty;
 * until /api/config answers, the Canadian rules apply.
 */
export function selectLanguage(state: Pick<LanguageState, "chosen" | "country">): Language {
  return resolveLanguage(null, state.chosen, state.country ?? "ca");
}

export function useLanguage(): Language {
  return useLanguageStore(selectLanguage);
}

/** Whether the language toggle is offered at all (hidden in the English-only US build). */
export function useCanChooseLanguage(): boolean {
  return useLanguageStore((state) => state.country !== "us");
}
