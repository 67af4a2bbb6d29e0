import catalogueFiles from "virtual:spc-messages";
import type en from "./en.json";
import type { Language } from "./language";
import { CORE_NAMESPACE, namespaceOf } from "./namespaces";

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/**
 * The catalogues as the browser loads them (decision 0038): per language, one file per
 * namespace (namespaces.ts). `core` comes first, with the page; a module that shows the words
 * of another namespace waits for that file before it runs (the build adds the wait, see
 * vite.config.ts), so a page never renders without its words and a visitor's first load never
 * carries a member page's. Messages are `Partial` until every namespace has arrived.
 */
const loaded: Record<Language, Partial<Messages>> = { en: {}, fr: {} };
const arrived: Record<Language, Set<string>> = { en: new Set(), fr: new Set() };
const requests = new Map<string, Promise<void>>();
// The namespaces some module of this tab has needed: a language the visitor switches to loads
// all of them before it is shown.
const wanted = new Set<string>([CORE_NAMESPACE]);
// The languages asked for so far (usually one): a namespace needed later loads in each.
const languages = new Set<Language>();
const listeners = new Set<() => void>();
let version = 0;

function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let request = requests.get(key);
  if (!request) {
    const file = catalogueFiles[language][namespace];
    if (!file) return Promise.resolve();
    request = file().then(({ default: messages }) => {
      loaded[language] = { ...loaded[language], ...messages };
      arrived[language].add(namespace);
      version += 1;
      for (const listener of listeners) listener();
    });
    // A failed file may be asked for again (the provider retries; the next render re-asks).
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/**
 * Loads `language`'s core messages and every namespace needed so far, and resolves once all
 * have arrived. main.tsx calls it for the first language before React renders, so it downloads
 * with the route chunks; the provider calls it when the visitor switches language.
 */
export function loadMessages(language: Language): Promise<void> {
  languages.add(language);
  return Promise.all([...wanted].map((namespace) => loadNamespace(language, namespace))).then(
    () => undefined,
  );
}

/**
 * Loads `namespace` in every language asked for so far. Never rejects: a module waiting on it
 * (the build's wait) runs anyway, and a message still missing at render asks again
 * (`requestMessage`).
 */
export function requireNamespace(namespace: string): Promise<void> {
  wanted.add(namespace);
  return Promise.all(
    [...languages].map((language) => loadNamespace(language, namespace).catch(() => undefined)),
  ).then(() => undefined);
}

/**
 * For a message missing at render: starts loading its namespace and says whether it will come
 * (the provider renders again when it does). False for an id no file holds.
 */
export function requestMessage(language: Language, id: string): boolean {
  const namespace = namespaceOf(id);
  if (!catalogueFiles[language][namespace] || arrived[language].has(namespace)) return false;
  wanted.add(namespace);
  loadNamespace(language, namespace).catch((error) =>
    console.error(`Loading the ${language} ${namespace} messages failed`, error),
  );
  return true;
}

/** Whether `language` has its core messages (enough to render the shell). */
export function hasCoreMessages(language: Language): boolean {
  return arrived[language].has(CORE_NAMESPACE);
}

/** Whether `language` has every namespace needed so far (enough to switch to it). */
export function hasWantedMessages(language: Language): boolean {
  return [...wanted].every((namespace) => arrived[language].has(namespace));
}

/** The messages of `language` that have arrived, if its core has. */
export function loadedMessages(language: Language): Messages | undefined {
  return hasCoreMessages(language) ? (loaded[language] as Messages) : undefined;
}

/** Grows each time a file arrives: a snapshot for useSyncExternalStore. */
export function messagesVersion(): number {
  return version;
}

/** Calls `listener` whenever a file arrives; returns the unsubscribe function. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
