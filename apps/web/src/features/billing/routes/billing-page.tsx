import type { MemberCard, UserTransaction } from "@spc/shared";
import { billingRedirect } from "@spc/shared";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Badge } from "../../../components/badge/badge";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { MembershipCard } from "../../../components/membership-card/membership-card";
import { openModal } from "../../../components/modal/modal-store";
import { Switch } from "../../../components/switch/switch";
import { FormattedDate, FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatCents } from "../../../lib/money";
import { useMemberCards } from "../../membership";
import { useSession } from "../../session";
import { useTransactions } from "../api/get-transactions";
import {
  autoRenewOf,
  readBillingPromo,
  renewsWith,
  storeBillingPromo,
  useAutoRenewStatus,
} from "../auto-renew";
import { SavedPaymentMethod } from "../components/saved-payment-method";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

const AUTO_RENEW_ERRORS = new Set([
  "payment_method_required",
  "no_renewable_card",
  "promo_code_not_valid",
]);

function dayOf(value: string): Date {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** /billing (registered, and the shared billing rule): auto-renew, payment method, transactions. */
export function BillingPage() {
  usePageTitle("page.billing.title");
  const [search] = useSearchParams();
  const promo = search.get("promo_code");
  useEffect(() => storeBillingPromo(promo), [promo]);
  const session = useSession();
  const redirect = billingRedirect({
    cards: session.snapshot.cardsLoaded ? session.snapshot.cards : [],
    isFreeTrial: session.isFreeTrial,
    now: new Date(),
  });
  // The promo code is kept by the effect above even when the member is sent on to /deals.
  if (redirect) return <Navigate to={redirect} replace />;
  return <Billing />;
}

function Billing() {
  const cards = useMemberCards();
  const status = useAutoRenewStatus();
  const own: MemberCard | undefined =
    cards.data?.find((card) => renewsWith(card) && card.is_primary) ?? cards.data?.find(renewsWith);
  const on = autoRenewOf(cards.data);
  const promo = readBillingPromo();

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.billing.title" />
      </h1>
      {own && <MembershipCard card={own} />}

      <Card title={<FormattedMessage id="billing.autoRenew.title" />}>
        <Switch
          id="auto-renew-switch"
          label={<FormattedMessage id="billing.autoRenew.toggle" />}
          checked={on}
          disabled={!own}
          busy={status.pending}
          onChange={(next) => openModal("billing-auto-renew", { next })}
        />
        {own?.expiry_date && (
          <p role="status">
            <FormattedMessage
              id={on ? "billing.autoRenew.on" : "billing.autoRenew.off"}
              values={{ date: <FormattedDate value={dayOf(own.expiry_date)} dateStyle="long" /> }}
            />
          </p>
        )}
        {promo && (
          <p>
            <FormattedMessage id="billing.promo.kept" values={{ code: promo }} />
          </p>
        )}
        {status.error && (
          <FormAlert>
            <FormattedMessage
              id={
                (AUTO_RENEW_ERRORS.has(status.error)
                  ? `billing.autoRenew.error.${status.error}`
                  : "billing.autoRenew.error.generic") as MessageId
              }
            />
          </FormAlert>
        )}
      </Card>

      <SavedPaymentMethod />

      <Transactions />
    </div>
  );
}

function Transactions() {
  const intl = useIntl();
  const list = useTransactions();
  // A payment that did not go through says so beside what it was, as a danger badge.
  const describe = (row: UserTransaction) => (
    <>
      <FormattedMessage id={`billing.transactions.kind.${row.kind}` as MessageId} />
      {row.status !== "succeeded" && (
        <>
          {" "}
          <Badge tone="danger">
            <FormattedMessage id={`billing.transactions.status.${row.status}` as MessageId} />
          </Badge>
        </>
      )}
    </>
  );
  return (
    <Card title={<FormattedMessage id="billing.transactions.title" />}>
      {list.isError && (
        <FormAlert>
          <FormattedMessage id="billing.transactions.error" />
        </FormAlert>
      )}
      {list.data && list.data.length === 0 && (
        <p>
          <FormattedMessage id="billing.transactions.empty" />
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <table className="transactions">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="billing.transactions.date" />
              </th>
              <th scope="col">
                <FormattedMessage id="billing.transactions.description" />
              </th>
              <th scope="col">
                <FormattedMessage id="billing.transactions.amount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row.id}>
                <td>
                  <FormattedDate value={new Date(row.created_at)} dateStyle="medium" />
                </td>
                <td>{describe(row)}</td>
                <td>
                  {row.kind === "refund" ? "−" : ""}
                  {formatCents(row.amount_cents, intl.locale, row.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
