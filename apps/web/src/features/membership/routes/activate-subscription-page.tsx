import { Navigate, useLocation } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { subscriptionGuard } from "../activation-steps";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

/**
 * /activate/subscription (spec §2.3: only from activation info or the membership screen): add a
 * paid yearly subscription; the order summary accepts this screen as its entry step.
 */
export function ActivateSubscriptionPage() {
  usePageTitle("page.activateSubscription.title");
  const redirect = subscriptionGuard(useLocation().state);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.activateSubscription.title" />
      </h1>
      <p>
        <FormattedMessage id="membership.activate.subscription.body" />
      </p>
      <div className="auth-actions">
        <ButtonLink
          variant="primary"
          to="/purchase/summary"
          state={{ from: "/activate/subscription" }}
        >
          <FormattedMessage id="purchase.plan.continue" />
        </ButtonLink>
      </div>
    </div>
  );
}
