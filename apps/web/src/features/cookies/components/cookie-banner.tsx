import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { isCrawler } from "../../../lib/visitor";
import { useConsent, useConsentStore } from "../consent-store";
import "./cookie-banner.css";

// Spec §2.2: the partner redirect is exempt from start-up handling, the consent prompt included.
const ROUTES_WITHOUT_BANNER = new Set(["/redirect-to-partner"]);

/** First-visit consent prompt (spec §4 cookie flow); gone once any choice is stored. */
export function CookieBanner() {
  const consent = useConsent();
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const acceptNecessaryOnly = useConsentStore((state) => state.acceptNecessaryOnly);
  const { pathname } = useLocation();
  // A crawler sets no cookie and reads the page: no prompt over it (issue 19).
  if (consent || ROUTES_WITHOUT_BANNER.has(pathname) || isCrawler()) return null;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          <FormattedMessage id="cookies.banner.title" />
        </h2>
        <p>
          <FormattedMessage id="cookies.banner.body" />
        </p>
      </div>
      <div className="cookie-banner__actions">
        <Button type="button" variant="ghost" onClick={() => openModal("cookie-settings")}>
          <FormattedMessage id="cookies.action.settings" />
        </Button>
        <Button type="button" variant="secondary" onClick={() => acceptNecessaryOnly("banner")}>
          <FormattedMessage id="cookies.action.necessaryOnly" />
        </Button>
        <Button type="button" variant="primary" onClick={() => acceptAll("banner")}>
          <FormattedMessage id="cookies.action.acceptAll" />
        </Button>
      </div>
    </section>
  );
}
