import type { QueryClient } from "@tanstack/react-query";
import { membershipKeys } from "../membership";
import { sessionKeys } from "../session";
import { billingKeys } from "./api/keys";
import { verifyFailedPayment } from "./api/verify-failed-payment";

/**
 * After a new payment method is saved: a renewal that failed on the old one is retried at once
 * (spec §7 failed_payment_verification), then everything that shows the membership's state is
 * read again, so a renewed member's payment banner goes away. A retry that fails (declined again,
 * no gateway) leaves the notice as the server still reports it.
 */
export async function afterPaymentMethodSaved(client: QueryClient): Promise<void> {
  void client.invalidateQueries({ queryKey: billingKeys.paymentMethod() });
  await verifyFailedPayment().catch(() => null);
  await Promise.all(
    [
      membershipKeys.expiryStatus(),
      membershipKeys.cards(),
      billingKeys.transactions(),
      sessionKeys.snapshot(),
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
