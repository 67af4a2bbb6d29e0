import type en from "./en.json";
import type { Language } from "./language";

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

// One chunk per catalogue: the first load carries only the language it shows. Typing each
// loader's result as `Messages` makes a message missing from fr.json a compile error as well.
const IMPORTERS: Record<Language, () => Promise<Messages>> = {
  en: () => import("./en.json").then((module) => module.default),
  fr: () => import("./fr.json").then((module) => module.default),
};

const loaded: Partial<Record<Language, Messages>> = {};
const requests: Partial<Record<Language, Promise<Messages>>> = {};
const listeners = new Set<() => void>();

/**
 * Starts loading a catalogue (once; a failed load may be retried) and resolves with it. main.tsx
 * calls it for the first language before React renders, so it downloads with the route chunks.
 */
export function loadMessages(language: Language): Promise<Messages> {
  let request = requests[language];
  if (!request) {
    request = IMPORTERS[language]().then((messages) => {
      loaded[language] = messages;
      for (const listener of listeners) listener();
      return messages;
    });
    request.catch(() => {
      delete requests[language];
    });
    requests[language] = request;
  }
  return request;
}

/** The catalogue of `language` if it has arrived. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[language];
}

/** Calls `listener` whenever a catalogue arrives; returns the unsubscribe function. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
