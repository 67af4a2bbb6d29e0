import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { closeModal, openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { queryClient } from "../../../lib/query-client";
import { setAutoRenew, useAutoRenewStatus } from "../auto-renew";
import "../../../components/form/forms.css";
import type { AutoRenewDialogProps } from "../dialogs";

/** Cancel / enable auto-renew confirmation (spec §2.8): confirming applies it optimistically. */
export function AutoRenewDialog({ next }: AutoRenewDialogProps) {
  const prefix = next ? "billing.enable" : "billing.cancel";
  const confirm = () => {
    closeModal();
    void setAutoRenew(queryClient, next).then((ok) => {
      if (!ok && next && useAutoRenewStatus.getState().error === "payment_method_required") {
        openModal("billing-payment-method", { thenEnable: true });
      }
    });
  };
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id={`${prefix}.title`} />}
      description={<FormattedMessage id={`${prefix}.body`} />}
    >
      <div className="auth-actions">
        <Button type="button" variant="primary" onClick={confirm}>
          <FormattedMessage id={`${prefix}.confirm`} />
        </Button>
        <Button type="button" variant="link" onClick={closeModal}>
          <FormattedMessage id={`${prefix}.dismiss`} />
        </Button>
      </div>
    </Modal>
  );
}
