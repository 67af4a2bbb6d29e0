import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { queryClient } from "../../../app/query-client";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { ApiError } from "../../../lib/api-client";
import { FormAlert } from "../../auth/components/fields";
import { getClientToken } from "../../purchase/api/store-api";
import { TestPaymentFieldset } from "../../purchase/components/test-payment-fieldset";
import { TEST_NONCES, type TestNonceChoice } from "../../purchase/store-contract";
import { updatePaymentMethod } from "../api/billing-api";
import { readBillingPromo, setAutoRenew } from "../auto-renew";
import "../../auth/components/forms.css";
import "../../purchase/components/purchase.css";

/** Add-payment modal (spec §2.8): saves a payment method for renewals (local gateway: test nonces). */
export function PaymentMethodDialog({ thenEnable = false }: { thenEnable?: boolean }) {
  const [choice, setChoice] = useState<TestNonceChoice>("approve");
  const token = useQuery({
    queryKey: ["member", "purchase", "client-token"],
    queryFn: ({ signal }) => getClientToken(signal),
    staleTime: 10 * 60 * 1000,
  });
  const save = useMutation({
    mutationFn: () => updatePaymentMethod(TEST_NONCES[choice], readBillingPromo()),
    onSuccess: async () => {
      closeModal();
      if (thenEnable) await setAutoRenew(queryClient, true);
    },
  });
  const declined = save.error instanceof ApiError && save.error.code === "payment_declined";
  return (
    <Modal open onClose={closeModal} title={<FormattedMessage id="billing.payment.add" />}>
      {token.data?.gateway === "local" && (
        <TestPaymentFieldset value={choice} onChange={setChoice} disabled={save.isPending} />
      )}
      {token.data?.gateway === "braintree" && (
        <FormAlert tone="info">
          <FormattedMessage id="purchase.payment.dropInUnavailable" />
        </FormAlert>
      )}
      {save.isError && (
        <FormAlert>
          <FormattedMessage id={declined ? "billing.payment.declined" : "billing.payment.error"} />
        </FormAlert>
      )}
      <div className="auth-actions">
        <button
          type="button"
          className="button"
          disabled={save.isPending || token.data?.gateway !== "local"}
          aria-busy={save.isPending || undefined}
          onClick={() => save.mutate()}
        >
          <FormattedMessage id="billing.payment.save" />
        </button>
      </div>
    </Modal>
  );
}
