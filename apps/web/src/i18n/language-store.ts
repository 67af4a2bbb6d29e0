import { create } from "zustand";
import { readString, writeString } from "../lib/storage";
import {
  type Country,
  LANGUAGE_STORAGE_KEY,
  type Language,
  parseLanguage,
  resolveLanguage,
} from "./language";

interface LanguageState {
  /** The language chosen on this device (stored), before country rules apply. */
  chosen: Language | null;
  /** The build's country from /api/config; null until it has loaded. */
  country: Country | null;
  setCountry: (country: Country) => void;
  /** Spec §4: the toggle does nothing in the US build. */
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>((set, get) => ({
  chosen: parseLanguage(readString(LANGUAGE_STORAGE_KEY)),
  country: null,
  setCountry: (country) => set({ country }),
  setLanguage: (language) => {
    if (get().country === "us") return;
    writeString(LANGUAGE_STORAGE_KEY, language);
    set({ chosen: language });
  },
}));

/** The language the interface shows (no profile exists yet, so that source is empty). */
export function selectLanguage(state: Pick<LanguageState, "chosen" | "country">): Language {
  return resolveLanguage({
    profileLanguage: null,
    storedLanguage: state.chosen,
    country: state.country,
  });
}

export function useLanguage(): Language {
  return useLanguageStore(selectLanguage);
}

/** Whether the language toggle is offered at all (hidden in the English-only US build). */
export function useCanChooseLanguage(): boolean {
  return useLanguageStore((state) => state.country !== "us");
}
