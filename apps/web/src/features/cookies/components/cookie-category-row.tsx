import type { CookieConsentCategory } from "@spc/shared";
import { Badge } from "../../../components/badge/badge";
import { Switch } from "../../../components/switch/switch";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import "./cookie-category-row.css";

interface CookieCategoryRowProps {
  category: CookieConsentCategory;
  checked: boolean;
  /** Absent for strictly necessary cookies, which cannot be switched off. */
  onToggle?: () => void;
}

/** One category: a labelled switch, its description and the list of its cookies. */
export function CookieCategoryRow({ category, checked, onToggle }: CookieCategoryRowProps) {
  const intl = useIntl();
  // The shared category data carries message ids; catalogues.test.ts checks they all exist.
  const t = (id: string) => intl.formatMessage({ id: id as MessageId });
  const descriptionId = `cookie-${category.id}-description`;
  const cookies = category.details.flatMap((vendor) => vendor.cookies);

  return (
    <li className="cookie-category">
      {onToggle ? (
        <Switch
          id={`cookie-${category.id}`}
          label={t(category.label)}
          checked={checked}
          describedBy={descriptionId}
          onChange={onToggle}
        />
      ) : (
        <div className="cookie-category__head">
          <span className="cookie-category__label">{t(category.label)}</span>
          <Badge tone="success">
            <FormattedMessage id="cookies.category.alwaysActive" />
          </Badge>
        </div>
      )}
      <p id={descriptionId} className="cookie-category__description">
        {t(category.description)}
      </p>
      {cookies.length > 0 && (
        <details className="cookie-category__list">
          <summary>
            <FormattedMessage id="cookies.list.summary" />
          </summary>
          <dl>
            {cookies.map((cookie) => (
              <div key={cookie.name} className="cookie-category__cookie">
                <dt>{cookie.name}</dt>
                <dd>{t(cookie.description)}</dd>
                <dd className="cookie-category__meta">
                  <FormattedMessage
                    id="cookies.list.meta"
                    values={{ host: cookie.host, duration: t(cookie.duration) }}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
