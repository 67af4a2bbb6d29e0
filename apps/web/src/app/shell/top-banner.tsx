import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { useIntl } from "../../i18n/intl-lite";
import { readString, writeString } from "../../lib/storage";
import { isCrawler } from "../../lib/visitor";
import { isTopBannerHidden } from "./top-banner-rule";
import { readTopBannerCampaign, TOP_BANNER_DISMISSED_KEY } from "./top-banner-state";

// The strip's words and link arrive a moment later into the place held for them: nothing moves.
const TopBannerContent = lazy(() => import("./top-banner-content"));

// Read once: the page's tag describes the campaign when the visitor arrived (decision 0050).
const campaign = readTopBannerCampaign();

/**
 * The store's promotion strip above the header (spec §2.6): shown when the page arrived with a
 * running campaign, never to crawlers, not on the routes isTopBannerHidden names, and not again
 * this session once closed.
 */
export function TopBanner() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(
    () =>
      campaign !== null &&
      !isCrawler() &&
      readString(TOP_BANNER_DISMISSED_KEY, "session") !== campaign.code,
  );
  if (!open || !campaign || isTopBannerHidden(pathname)) return null;
  const dismiss = () => {
    writeString(TOP_BANNER_DISMISSED_KEY, campaign.code, "session");
    setOpen(false);
  };
  return (
    <aside className="top-banner" aria-label={intl.formatMessage({ id: "shell.topBanner.label" })}>
      <Suspense fallback={null}>
        <TopBannerContent campaign={campaign} onDismiss={dismiss} />
      </Suspense>
    </aside>
  );
}
