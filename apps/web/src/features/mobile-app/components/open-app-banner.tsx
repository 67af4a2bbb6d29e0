import { useState } from "react";
import { useLocation } from "react-router";
import { ExternalButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { EXTERNAL_LINKS } from "../../../lib/external-links";
import { isAppleDevice, isMobileVisitor } from "../../../lib/media";
import { readString, writeString } from "../../../lib/storage";
import { isCrawler } from "../../../lib/visitor";
import { isOpenAppBannerHidden, OPEN_APP_DISMISSED_KEY } from "../open-app-banner-rules";
import "./open-app-banner.css";

/** Invites phone visitors to the native app (spec §1); dismissal lasts for the session. */
export function OpenAppBanner() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(
    () =>
      isMobileVisitor() && !isCrawler() && readString(OPEN_APP_DISMISSED_KEY, "session") === null,
  );
  if (!visible || isOpenAppBannerHidden(pathname)) return null;

  const dismiss = () => {
    writeString(OPEN_APP_DISMISSED_KEY, "1", "session");
    setVisible(false);
  };

  return (
    <aside className="open-app-banner" aria-label={intl.formatMessage({ id: "openApp.label" })}>
      <p className="open-app-banner__text">
        <strong>
          <FormattedMessage id="openApp.title" />
        </strong>
        <span>
          <FormattedMessage id="openApp.body" />
        </span>
      </p>
      <ExternalButtonLink
        variant="primary"
        size="small"
        href={isAppleDevice() ? EXTERNAL_LINKS.appStore : EXTERNAL_LINKS.googlePlay}
      >
        <FormattedMessage id="openApp.open" />
      </ExternalButtonLink>
      <button
        type="button"
        className="open-app-banner__dismiss"
        aria-label={intl.formatMessage({ id: "openApp.dismiss" })}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
