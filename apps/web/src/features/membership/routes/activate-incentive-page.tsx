import { CURRENCY_BY_COUNTRY } from "@spc/shared";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatDiscount } from "../../../lib/money";
import { usePublicConfig } from "../../content";
import { useActivationIncentive } from "../api/get-activation-incentive";
import { useMemberCards } from "../api/get-member-cards";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

/**
 * /activate/incentive?card_num= (spec §2.3, §7): asks the offers service whether the card just
 * activated earns the activation incentive, which is turning auto-renew on. "Turn on" opens the
 * same confirmation as /billing's toggle (and the add-payment dialog when nothing is saved), or,
 * when the incentive carries a renewal coupon, the incentive-coupon dialog (decision 0052); the
 * cards query it updates tells this screen when renewal is on.
 */
export function ActivateIncentivePage() {
  usePageTitle("page.activateIncentive.title");
  const [search] = useSearchParams();
  const cardNumber = (search.get("card_num") ?? "").replace(/\D/g, "");
  const incentive = useActivationIncentive(cardNumber, cardNumber.length >= 13);
  const cards = useMemberCards();
  const card = cards.data?.find((row) => row.card_number === cardNumber);
  const renewing = card?.is_auto_renew === true;
  const offered = incentive.data?.eligible === true && incentive.data.incentive === "auto_renew";
  const coupon = offered ? (incentive.data?.coupon ?? null) : null;
  const loading = incentive.isLoading;
  const intl = useIntl();
  const currency = CURRENCY_BY_COUNTRY[usePublicConfig().data?.country ?? "ca"];
  const turnOn = () =>
    coupon
      ? openModal("incentive-coupon-confirm", {
          coupon,
          renewalDate: card?.expiry_date ?? null,
        })
      : openModal("billing-auto-renew", { next: true });

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.activateIncentive.title" />
      </h1>
      {loading && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {renewing && (
        <p role="status">
          <FormattedMessage id="membership.activate.incentive.on" />
        </p>
      )}
      {!loading && !renewing && (
        <p>
          {coupon ? (
            <FormattedMessage
              id="membership.activate.incentive.bodyCoupon"
              values={{ discount: formatDiscount(coupon.discount, intl.locale, currency) }}
            />
          ) : (
            <FormattedMessage
              id={
                offered
                  ? "membership.activate.incentive.body"
                  : "membership.activate.incentive.none"
              }
            />
          )}
        </p>
      )}
      {!loading && (
        <div className="auth-actions">
          {offered && !renewing && (
            <Button type="button" variant="primary" onClick={turnOn}>
              <FormattedMessage id="membership.activate.incentive.enable" />
            </Button>
          )}
          <ButtonLink variant={offered && !renewing ? "link" : "primary"} to="/deals">
            <FormattedMessage
              id={
                offered && !renewing
                  ? "membership.activate.incentive.later"
                  : "membership.registerSuccess.startShopping"
              }
            />
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
