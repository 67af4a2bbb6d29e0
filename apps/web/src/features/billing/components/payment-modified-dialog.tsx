import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { PaymentMethodSaved } from "../api/update-payment-method";
import { paymentMethodLabel } from "../payment-method-label";
import "../../../components/form/forms.css";

/** Payment-modified modal (spec §2.8): the new method renewals will charge. */
export function PaymentModifiedDialog({
  method,
}: {
  method: PaymentMethodSaved["payment_method"];
}) {
  const intl = useIntl();
  const label = paymentMethodLabel(intl, {
    type: method.brand === "PayPal" ? "paypal" : "card",
    brand: method.brand,
    last4: method.last4,
    email: null,
  });
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="billing.paymentModified.title" />}
      description={
        <FormattedMessage id="billing.paymentModified.body" values={{ method: label }} />
      }
    >
      <div className="auth-actions">
        <Button type="button" variant="primary" onClick={closeModal}>
          <FormattedMessage id="billing.paymentModified.ok" />
        </Button>
      </div>
    </Modal>
  );
}
