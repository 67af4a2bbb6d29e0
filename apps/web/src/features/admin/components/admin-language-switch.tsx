import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { Language } from "../../../i18n/language";
import { useCanChooseLanguage, useLanguage, useLanguageStore } from "../../../i18n/language-store";

const LANGUAGES: readonly Language[] = ["en", "fr"];

/**
 * The same EN | FR switch as the site header's (same store, same words, same look), drawn in the
 * back office's own header: the back office does not load the member shell.
 */
export function AdminLanguageSwitch() {
  const intl = useIntl();
  const language = useLanguage();
  const canChoose = useCanChooseLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  if (!canChoose) return null;
  return (
    <fieldset className="language-toggle admin-language">
      <legend className="visually-hidden">
        <FormattedMessage id="shell.language.label" />
      </legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="language-toggle__option"
          aria-pressed={option === language}
          aria-label={intl.formatMessage({ id: `shell.language.${option}.name` })}
          lang={option === "en" ? "en-CA" : "fr-CA"}
          onClick={() => setLanguage(option)}
        >
          <FormattedMessage id={`shell.language.${option}.short`} />
        </button>
      ))}
    </fieldset>
  );
}
