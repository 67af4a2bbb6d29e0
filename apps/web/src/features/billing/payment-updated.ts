import { create } from "zustand";

/**
 * Whether a payment method was just saved while /billing's payment section is on screen. The
 * payment-modified dialog says so once; this notice stays beside the method it changed, so the
 * confirmation outlives a dialog closed too fast (or replaced by another one).
 */
export const usePaymentUpdated = create<{ updated: boolean }>(() => ({ updated: false }));

export function notePaymentMethodUpdated(): void {
  usePaymentUpdated.setState({ updated: true });
}

export function forgetPaymentMethodUpdated(): void {
  usePaymentUpdated.setState({ updated: false });
}
