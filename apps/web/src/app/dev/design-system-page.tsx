import { useEffect, useSyncExternalStore } from "react";
import { FormattedMessage, IntlProvider } from "../../i18n/intl-lite";
import { type Language, LOCALE_BY_LANGUAGE } from "../../i18n/language";
import { loadedMessages, loadMessages, subscribeToMessages } from "../../i18n/messages";
import { usePageTitle } from "../../i18n/use-page-title";
import { DesignSystemShowcase } from "./design-system-showcase";
import "./design-system.css";

const LANGUAGES: readonly Language[] = ["en", "fr"];

/** Both catalogues, once both have arrived (the page shows each language in its own column). */
function useBothCatalogues() {
  useEffect(() => {
    for (const language of LANGUAGES) void loadMessages(language);
  }, []);
  const en = useSyncExternalStore(subscribeToMessages, () => loadedMessages("en"));
  const fr = useSyncExternalStore(subscribeToMessages, () => loadedMessages("fr"));
  return en && fr ? { en, fr } : null;
}

/**
 * /dev/design-system (development build only, app/dev/dev-pages.ts): every component of the
 * design system, English and French side by side, every string from the catalogues.
 */
export function DesignSystemPage() {
  usePageTitle("dev.designSystem.title");
  const catalogues = useBothCatalogues();
  return (
    <div className="page design-system">
      <h1>
        <FormattedMessage id="dev.designSystem.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="dev.designSystem.lead" />
      </p>
      {catalogues && (
        <div className="design-system__columns">
          {LANGUAGES.map((language) => (
            <IntlProvider
              key={language}
              locale={LOCALE_BY_LANGUAGE[language]}
              messages={catalogues[language]}
            >
              <section
                className="design-system__column"
                lang={LOCALE_BY_LANGUAGE[language]}
                aria-labelledby={`ds-${language}`}
              >
                <h2 id={`ds-${language}`}>
                  <FormattedMessage id="dev.designSystem.language" />
                </h2>
                <DesignSystemShowcase idPrefix={`ds-${language}`} />
              </section>
            </IntlProvider>
          ))}
        </div>
      )}
    </div>
  );
}
