import { useState } from "react";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useCookieCategories } from "../api/get-cookie-categories";
import { useConsent, useConsentStore } from "../consent-store";
import { type CookieChoices, OPTIONAL_COOKIE_CATEGORIES } from "../cookie-categories";
import { CookieCategoryRow } from "./cookie-category-row";

/** Cookie preferences (spec §2.8): one switch per category, "strictly necessary" always active. */
export function CookieSettingsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const categories = useCookieCategories();
  const consent = useConsent();
  const store = useConsentStore();
  const [choices, setChoices] = useState<CookieChoices>(() =>
    Object.fromEntries(
      OPTIONAL_COOKIE_CATEGORIES.map((id) => [id, consent?.categories[id] ?? false]),
    ),
  );

  const finish = (apply: () => void) => () => {
    apply();
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "cookies.settings.title" })}
      description={intl.formatMessage({ id: "cookies.settings.description" })}
    >
      {categories.isPending && (
        <p role="status">
          <FormattedMessage id="cookies.settings.loading" />
        </p>
      )}
      {categories.isError && (
        <p role="alert">
          <FormattedMessage id="cookies.settings.loadFailed" />
        </p>
      )}
      <ul className="cookie-categories">
        {categories.data?.data.map((category) => (
          <CookieCategoryRow
            key={category.id}
            category={category}
            checked={category.isDefault || choices[category.id] === true}
            onToggle={
              category.isDefault
                ? undefined
                : () =>
                    setChoices((current) => ({ ...current, [category.id]: !current[category.id] }))
            }
          />
        ))}
      </ul>
      <div className="modal__actions">
        <Button
          type="button"
          variant="ghost"
          onClick={finish(() => store.acceptNecessaryOnly("settings"))}
        >
          <FormattedMessage id="cookies.action.necessaryOnly" />
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={finish(() => store.confirm(choices, "settings"))}
        >
          <FormattedMessage id="cookies.action.confirm" />
        </Button>
        <Button type="button" variant="primary" onClick={finish(() => store.acceptAll("settings"))}>
          <FormattedMessage id="cookies.action.acceptAll" />
        </Button>
      </div>
    </Modal>
  );
}
