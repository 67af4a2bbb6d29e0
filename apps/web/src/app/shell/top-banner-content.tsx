import { Link } from "react-router";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import type { TopBannerCampaign } from "./top-banner-state";
import "./top-banner.css";

/** The campaign's offer in the viewer's language, its link to the purchase page, and a close button. */
export default function TopBannerContent({
  campaign,
  onDismiss,
}: {
  campaign: TopBannerCampaign;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const discount =
    campaign.type === "percent"
      ? intl.formatNumber(campaign.value / 100, { style: "percent" })
      : intl.formatNumber(campaign.value / 100, { style: "currency", currency: "CAD" });
  const date = intl.formatDate(campaign.ends, { day: "numeric", month: "long" });
  return (
    <>
      <p className="top-banner__text">
        <FormattedMessage
          id="topBanner.text"
          values={{ discount, code: <strong>{campaign.code}</strong>, date }}
        />{" "}
        <Link
          className="top-banner__link"
          to={`/purchase?promo_code=${encodeURIComponent(campaign.code)}`}
        >
          <FormattedMessage id="topBanner.cta" />
        </Link>
      </p>
      <button
        type="button"
        className="top-banner__dismiss"
        aria-label={intl.formatMessage({ id: "topBanner.dismiss" })}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </>
  );
}
