import { useEffect } from "react";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePaymentMethod } from "../api/get-payment-method";
import { paymentMethodLabel } from "../payment-method-label";
import { forgetPaymentMethodUpdated, usePaymentUpdated } from "../payment-updated";

/** /billing's payment-method section: what renewals charge, and the add / change action. */
export function SavedPaymentMethod() {
  const intl = useIntl();
  const saved = usePaymentMethod();
  const method = saved.data;
  const updated = usePaymentUpdated((state) => state.updated);
  // The notice belongs to this visit of the page: none on arrival, none left behind.
  useEffect(() => {
    forgetPaymentMethodUpdated();
    return forgetPaymentMethodUpdated;
  }, []);
  return (
    <Card title={<FormattedMessage id="billing.payment.title" />}>
      {updated && (
        <FormAlert tone="success">
          <FormattedMessage id="billing.payment.updated" />
        </FormAlert>
      )}
      {saved.isPending && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {saved.isError && (
        <FormAlert>
          <FormattedMessage id="billing.payment.loadError" />{" "}
          <Button type="button" variant="link" onClick={() => saved.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </FormAlert>
      )}
      {method === null && (
        <p>
          <FormattedMessage id="billing.payment.none" />
        </p>
      )}
      {method && (
        <p className="saved-payment-method" data-testid="saved-payment-method">
          <strong>{paymentMethodLabel(intl, method)}</strong>
          {method.expiry && (
            <>
              {" · "}
              <FormattedMessage id="billing.payment.expires" values={{ expiry: method.expiry }} />
            </>
          )}
        </p>
      )}
      {!saved.isPending && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => openModal("billing-payment-method", {})}
        >
          <FormattedMessage id={method ? "billing.payment.change" : "billing.payment.add"} />
        </Button>
      )}
    </Card>
  );
}
