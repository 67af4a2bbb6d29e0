import { Navigate, useLocation } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { MembershipCard } from "../../../components/membership-card/membership-card";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatCents } from "../../../lib/money";
import { completionGuard, stepState } from "../purchase-steps";
import "../../../components/form/forms.css";
import "../components/purchase.css";

/** /purchase/completion (only right after the summary): thanks, the new card, what next. */
export function PurchaseCompletionPage() {
  usePageTitle("page.purchaseCompletion.title");
  const intl = useIntl();
  const location = useLocation();
  const redirect = completionGuard(location.state);
  const checkout = stepState(location.state).checkout;
  if (redirect || !checkout) return <Navigate to={redirect ?? "/purchase"} replace />;
  const { order, card } = checkout;
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.purchaseCompletion.title" />
      </h1>
      <p role="status">
        <FormattedMessage
          id="purchase.completion.paid"
          values={{ total: formatCents(order.total_cents, intl.locale, order.currency) }}
        />
      </p>
      <MembershipCard card={card} />
      <p>
        <FormattedMessage id="purchase.completion.autoRenew" />
      </p>
      <div className="auth-actions">
        <ButtonLink variant="primary" to="/deals">
          <FormattedMessage id="purchase.completion.startShopping" />
        </ButtonLink>
        <ButtonLink variant="link" to="/membership-screen">
          <FormattedMessage id="purchase.completion.showCard" />
        </ButtonLink>
      </div>
    </div>
  );
}
