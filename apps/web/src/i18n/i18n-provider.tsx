import { type ReactNode, useEffect } from "react";
import { IntlProvider } from "react-intl";
import { LOCALE_BY_LANGUAGE } from "./language";
import { useLanguage } from "./language-store";
import { MESSAGES } from "./messages";

/** Chooses the interface language (spec §4) and keeps `<html lang>` in step with it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = LOCALE_BY_LANGUAGE[language];
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={MESSAGES[language]}>
      {children}
    </IntlProvider>
  );
}
