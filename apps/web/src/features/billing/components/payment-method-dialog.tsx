import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { Modal } from "../../../components/modal/modal";
import { closeModal, openModal, useModalStore } from "../../../components/modal/modal-store";
import { type ErrorMessages, errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { PaymentFieldError, PaymentMethodField, type PaymentMethodHandle } from "../../purchase";
import { usePaymentMethod } from "../api/get-payment-method";
import { updatePaymentMethod } from "../api/update-payment-method";
import { forgetRefusedBillingPromo, readBillingPromo, setAutoRenew } from "../auto-renew";
import { afterPaymentMethodSaved } from "../payment-saved";
import { notePaymentMethodUpdated } from "../payment-updated";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";
import type { PaymentMethodDialogProps } from "../dialogs";

/** The payment form's own wording for a declined card and a refused renewal promo code. */
const SAVE: ErrorMessages = {
  payment_declined: "billing.payment.declined",
  promo_code_not_valid: "billing.autoRenew.error.promo_code_not_valid",
};

function saveErrorMessage(error: unknown): MessageId {
  if (error instanceof PaymentFieldError) return "purchase.payment.dropIn.incomplete";
  return errorMessageId(error, "billing.payment.error", SAVE);
}

/**
 * Add / change payment modal (spec §2.8): saves a payment method for renewals through the same
 * payment form as the purchase, then shows the payment-modified modal.
 */
export function PaymentMethodDialog({ thenEnable = false, thenOpen }: PaymentMethodDialogProps) {
  const payment = useRef<PaymentMethodHandle>(null);
  const [ready, setReady] = useState(false);
  // Opened from /billing the saved method is cached: "change" it; else the member adds one.
  const saved = usePaymentMethod();
  const save = useMutation({
    mutationFn: async () => {
      if (!payment.current) throw new Error("The payment form is not ready");
      const nonce = await payment.current.requestNonce();
      try {
        return await updatePaymentMethod(nonce, readBillingPromo());
      } catch (error) {
        // Whatever happened to it at the gateway, this nonce is not tried again.
        payment.current?.reset();
        if (error instanceof ApiError) forgetRefusedBillingPromo(error.code);
        throw error;
      }
    },
    onSuccess: async (saved) => {
      notePaymentMethodUpdated();
      openModal("billing-payment-modified", { method: saved.payment_method });
      if (thenEnable) {
        const enabled = await setAutoRenew(queryClient, true);
        // The flow that asked for the card says how it ended (the incentive coupon, decision 0052).
        if (enabled && thenOpen) useModalStore.setState({ current: thenOpen });
      }
      await afterPaymentMethodSaved(queryClient);
    },
  });
  return (
    <Modal
      open
      onClose={closeModal}
      title={
        <FormattedMessage id={saved.data ? "billing.payment.change" : "billing.payment.add"} />
      }
    >
      <PaymentMethodField ref={payment} onReadyChange={setReady} disabled={save.isPending} />
      {save.isError && (
        <FormAlert>
          <FormattedMessage id={saveErrorMessage(save.error)} />
        </FormAlert>
      )}
      <div className="auth-actions">
        <Button
          type="button"
          variant="primary"
          disabled={save.isPending || !ready}
          aria-busy={save.isPending || undefined}
          onClick={() => save.mutate()}
        >
          <FormattedMessage id="billing.payment.save" />
        </Button>
      </div>
    </Modal>
  );
}
