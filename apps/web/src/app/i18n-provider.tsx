import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { FirstPaintSkeleton } from "../components/first-paint-skeleton";
import { IntlProvider } from "../i18n/intl-lite";
import { type Language, LOCALE_BY_LANGUAGE } from "../i18n/language";
import { useLanguage } from "../i18n/language-store";
import { loadedMessages, loadMessages, subscribeToMessages } from "../i18n/messages";

const LANGUAGES = Object.keys(LOCALE_BY_LANGUAGE) as Language[];
const RETRY_MS = 2000;

/**
 * The language whose messages are on screen: the chosen one once its catalogue has arrived;
 * until then the one already shown (a switch keeps the old words for the blink it takes to load
 * the other catalogue), or none on the very first load.
 */
function shownLanguage(wanted: Language): Language | null {
  if (loadedMessages(wanted)) return wanted;
  return LANGUAGES.find((language) => loadedMessages(language)) ?? null;
}

/** Chooses the interface language (spec §4) and keeps `<html lang>` in step with it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const shown = useSyncExternalStore(subscribeToMessages, () => shownLanguage(language));
  const locale = shown ? LOCALE_BY_LANGUAGE[shown] : null;

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
    <IntlProvider locale={locale} messages={loadedMessages(shown)}>
      {children}
    </IntlProvider>
  );
}
