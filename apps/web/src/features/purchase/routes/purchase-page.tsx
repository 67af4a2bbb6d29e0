import { purchaseDestination } from "@spc/shared";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatCents } from "../../../lib/money";
import { useFreeTrialStatus } from "../../membership";
import { useSession } from "../../session";
import { usePricedProduct } from "../api/get-priced-product";
import { codeFromQuery, readDraft, writeDraft } from "../purchase-draft";
import "../../../components/form/forms.css";
import "../components/purchase.css";

/** Keeps the code of the URL (referral, promo or code) for the next steps; returns the code. */
function useDraftCode(): string | null {
  const [search] = useSearchParams();
  const fromQuery = codeFromQuery(search);
  useEffect(() => {
    if (fromQuery) writeDraft({ code: fromQuery });
  }, [fromQuery]);
  return fromQuery ?? readDraft().code;
}

const BENEFITS: MessageId[] = [
  "purchase.plan.benefit.deals",
  "purchase.plan.benefit.card",
  "purchase.plan.benefit.renew",
];

/**
 * The plan screen: the yearly membership, its price and the code the buyer came with. /purchase
 * and /signup/purchase show it under the same heading, which titles the tab too.
 */
function PlanScreen() {
  usePageTitle("page.purchase.title");
  const intl = useIntl();
  const navigate = useNavigate();
  const code = useDraftCode();
  const session = useSession();
  const price = usePricedProduct(null);

  // A member has nothing to buy here: on to the deals, as from /purchase (a paying member with
  // the membership-exists notice saying why), instead of a dead-end page.
  if (session.hasValidCard) {
    return session.isFreeTrial ? (
      <Navigate to="/deals" replace />
    ) : (
      <MemberForward to="/deals" billing={session.showsBillingLink} />
    );
  }

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.purchase.title" />
      </h1>
      <Card title={<FormattedMessage id="purchase.plan.name" />}>
        <p className="plan-price" data-testid="plan-price">
          {price.data ? (
            <FormattedMessage
              id="purchase.plan.pricePerYear"
              values={{
                price: formatCents(price.data.price.subtotal_cents, intl.locale),
              }}
            />
          ) : price.isError ? (
            <FormattedMessage id="purchase.error.priceUnavailable" />
          ) : (
            <FormattedMessage id="app.loading" />
          )}
        </p>
        <ul className="plan-benefits">
          {BENEFITS.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
        {code && (
          <p>
            <FormattedMessage id="purchase.plan.codeKept" values={{ code }} />
          </p>
        )}
        <div className="auth-actions">
          <Button
            type="button"
            variant="primary"
            size="large"
            onClick={() => navigate("/purchase/summary", { state: { from: "/signup/purchase" } })}
          >
            <FormattedMessage id="purchase.plan.continue" />
          </Button>
        </div>
      </Card>
    </div>
  );
}

/**
 * A member sent on from /purchase, with the membership-exists notice (spec §2.8) saying why,
 * opened once on arrival (the session refetching later must not reopen it).
 */
function MemberForward({ to, billing }: { to: string; billing: boolean }) {
  const [notice] = useState(() => ({ billing }));
  useEffect(() => openModal("purchase-membership-exists", notice), [notice]);
  return <Navigate to={to} replace />;
}

/**
 * /purchase (gate "purchase"): the free-trial status decides (spec §4 purchase flow). A buyer
 * stays and sees the plan screen; a trial user or a member goes to /qr-select-membership (from
 * a QR landing) or /deals, a paying member with the membership-exists notice.
 */
export function PurchasePage() {
  const session = useSession();
  const [search] = useSearchParams();
  useDraftCode();
  const trial = useFreeTrialStatus({ retry: false });
  if (trial.isPending) return <AppLoading />;
  const destination = purchaseDestination({
    isFreeTrial: trial.data?.is_free_trial ?? false,
    hasValidMembership: session.hasValidCard,
    fromQrLanding: search.get("from_qr") === "true" || search.get("from") === "qrlanding",
  });
  if (destination === "/signup/purchase") return <PlanScreen />;
  if (session.hasValidCard && !trial.data?.is_free_trial) {
    return <MemberForward to={destination} billing={session.showsBillingLink} />;
  }
  return <Navigate to={destination} replace />;
}

/** /signup/purchase: the plan screen at the end of sign-up. */
export function SignupPurchasePage() {
  return <PlanScreen />;
}
