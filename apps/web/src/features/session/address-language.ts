import { readString, removeItem, writeString } from "../../lib/storage";
import { ensureSession, peekSession } from "./session-query";

const ADDRESS_LANGUAGE_KEY = "languageAddressSession";
/** Written the moment the address names a language, until this page load knows its session. */
const PENDING = "pending";

function bindTo(sessionId: string | null): void {
  if (sessionId) writeString(ADDRESS_LANGUAGE_KEY, sessionId, "session");
  else removeItem(ADDRESS_LANGUAGE_KEY, "session");
}

/**
 * The address named the language (/fr…, /en…, a mail link's lang): remembered in this tab for
 * the sign-in it was opened in, the moment it is seen — not by the session's effects, which load
 * in their own chunk after the page and would miss a reload that comes first (the profile's
 * language then won over the /fr link). A visitor's choice is not kept: the profile still
 * applies at the next sign-in.
 */
export function rememberAddressLanguage(): void {
  const known = peekSession();
  if (known) {
    bindTo(known.sessionId);
    return;
  }
  writeString(ADDRESS_LANGUAGE_KEY, PENDING, "session");
  ensureSession().then(
    (snapshot) => {
      if (readString(ADDRESS_LANGUAGE_KEY, "session") === PENDING) bindTo(snapshot.sessionId);
    },
    () => undefined,
  );
}

/**
 * Whether the address named the language during this sign-in in this tab. A choice still pending
 * (the page was left before its session was known) belongs to the session this load finds.
 */
export function addressChoseLanguage(sessionId: string): boolean {
  const stored = readString(ADDRESS_LANGUAGE_KEY, "session");
  if (stored === PENDING) bindTo(sessionId);
  return stored === sessionId || stored === PENDING;
}
