import { useLocation } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { MembershipCard } from "../../../components/membership-card/membership-card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { activationState, incentivePath } from "../activation-steps";
import { useActivationIncentive } from "../api/get-activation-incentive";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

/**
 * /activate/completion and /signup/activation/complete (spec §2.3, the same screen): the card
 * just activated and, when it earns the activation incentive (spec §7), the way to it.
 */
export function ActivationCompletePage() {
  usePageTitle("page.activationComplete.title");
  const { card } = activationState(useLocation().state);
  const next = incentivePath(card);
  const incentive = useActivationIncentive(card?.card_number ?? "", next !== null);
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.activationComplete.title" />
      </h1>
      <p>
        <FormattedMessage id="membership.activate.completion.body" />
      </p>
      {card && <MembershipCard card={card} />}
      <div className="auth-actions">
        {next && incentive.data?.eligible && (
          <ButtonLink variant="primary" to={next}>
            <FormattedMessage id="membership.activate.completion.incentive" />
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to="/deals">
          <FormattedMessage id="membership.registerSuccess.startShopping" />
        </ButtonLink>
      </div>
    </div>
  );
}
