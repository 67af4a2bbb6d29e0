import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Link, Navigate, useSearchParams } from "react-router";
import { AppLoading } from "../../../app/app-loading";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { rememberRedirect } from "../../session/redirect-memory";
import { useSession } from "../../session/session-query";
import { activateDestination } from "../register-rules";
import "../../auth/components/forms.css";
import "../../purchase/components/purchase.css";

/**
 * /activate?card_num=&csv= (an in-store card's QR code): a visitor goes to sign-up with the card
 * and from_qr=true (the registration is remembered for after sign-in); a signed-in user goes to
 * /register with the card prefilled.
 */
export function ActivatePage() {
  usePageTitle("page.activate.title");
  const session = useSession();
  const [search] = useSearchParams();
  const destination = session.loading
    ? null
    : activateDestination({
        isLoggedIn: session.isLoggedIn,
        cardNumber: search.get("card_num"),
        csv: search.get("csv"),
      });
  useEffect(() => {
    if (destination?.remember) rememberRedirect(destination.remember);
  }, [destination?.remember]);
  if (!destination) return <AppLoading />;
  return <Navigate to={destination.to} replace />;
}

function Step({
  title,
  body,
  to,
  action,
}: {
  title: MessageId;
  body: MessageId;
  to: string;
  action: MessageId;
}) {
  usePageTitle(title);
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={body} />
      </p>
      <div className="auth-actions">
        <Link className="button" to={to} state={{ from: "/activate/subscription" }}>
          <FormattedMessage id={action} />
        </Link>
      </div>
    </div>
  );
}

/** /activate/account: the activation's account step is the sign-up. */
export function ActivateAccountPage() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.loading) return <AppLoading />;
  if (!session.isLoggedIn) return <Navigate to={`/signup?${search}`} replace />;
  return <Navigate to={`/activate/info?${search}`} replace />;
}

/** /activate/info: the card to activate (the registration form, card prefilled). */
export function ActivateInfoPage() {
  const [search] = useSearchParams();
  return <Navigate to={`/register?${search}`} replace />;
}

export function ActivateCompletionPage() {
  return (
    <Step
      title="page.activationComplete.title"
      body="membership.activate.completion.body"
      to="/deals"
      action="membership.registerSuccess.startShopping"
    />
  );
}

/** /activate/subscription: add a paid subscription; the summary accepts it as an entry screen. */
export function ActivateSubscriptionPage() {
  return (
    <Step
      title="page.activateSubscription.title"
      body="membership.activate.subscription.body"
      to="/purchase/summary"
      action="purchase.plan.continue"
    />
  );
}

export function ActivateIncentivePage() {
  return (
    <Step
      title="page.activateIncentive.title"
      body="membership.activate.incentive.body"
      to="/deals"
      action="membership.registerSuccess.startShopping"
    />
  );
}
