import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from "react";
import { FirstPaintSkeleton } from "../components/first-paint-skeleton";
import { IntlProvider } from "../i18n/intl-lite";
import { type Language, LOCALE_BY_LANGUAGE } from "../i18n/language";
import { useLanguage } from "../i18n/language-store";
import {
  hasCoreMessages,
  hasWantedMessages,
  loadedMessages,
  loadMessages,
  messagesVersion,
  requestMessage,
  subscribeToMessages,
} from "../i18n/messages";
import { namespaceOf } from "../i18n/namespaces";

const LANGUAGES = Object.keys(LOCALE_BY_LANGUAGE) as Language[];
const RETRY_MS = 2000;

/**
 * The language whose messages are on screen: the chosen one once its catalogue has arrived;
 * until then the one already shown (a switch keeps the old words for the blink it takes to load
 * the other catalogue), or none on the very first load. A namespace still on its way for the
 * language shown does not hide it: the modules that need it wait for it themselves.
 */
function shownLanguage(wanted: Language): Language | null {
  if (hasWantedMessages(wanted)) return wanted;
  const other = LANGUAGES.find((language) => language !== wanted && hasWantedMessages(language));
  if (other) return other;
  return hasCoreMessages(wanted) ? wanted : null;
}

const reportedLate = new Set<string>();

/**
 * A message missing at render: the build makes each module wait for the namespaces its own
 * message ids name, so this is an id it could not see (built at run time). Its file is asked
 * for, the words fill in when it arrives, and the console says which, once per namespace.
 */
function lateMessage(language: Language, id: string): boolean {
  const coming = requestMessage(language, id);
  const namespace = namespaceOf(id);
  if (coming && !reportedLate.has(namespace)) {
    reportedLate.add(namespace);
    console.warn(`[intl] "${id}" was rendered before the ${namespace} messages had loaded`);
  }
  return coming;
}

/** Chooses the interface language (spec §4) and keeps `<html lang>` in step with it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const shown = useSyncExternalStore(subscribeToMessages, () => shownLanguage(language));
  // Each arriving file renders the messages again (a late namespace fills in its words).
  useSyncExternalStore(subscribeToMessages, messagesVersion);
  const locale = shown ? LOCALE_BY_LANGUAGE[shown] : null;
  const onMissing = useCallback((id: string) => shown !== null && lateMessage(shown, id), [shown]);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      loadMessages(language).catch((error) => {
        console.error(`Loading the ${language} messages failed`, error);
        retry = setTimeout(load, RETRY_MS);
      });
    };
    load();
    return () => clearTimeout(retry);
  }, [language]);

  useEffect(() => {
    if (locale) document.documentElement.lang = locale;
  }, [locale]);

  // First load only: main.tsx has already asked for this catalogue; until it arrives the
  // text-free skeleton index.html painted stays on screen.
  if (!shown || !locale) return <FirstPaintSkeleton />;
  return (
    <IntlProvider locale={locale} messages={loadedMessages(shown)} onMissing={onMissing}>
      {children}
    </IntlProvider>
  );
}
