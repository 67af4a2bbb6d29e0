import type { OpenModal } from "../../components/modal/modal-store";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface AutoRenewDialogProps {
  next: boolean;
}
export interface PaymentMethodDialogProps {
  thenEnable?: boolean;
  /** With thenEnable: the dialog shown once auto-renew is on (instead of payment-modified). */
  thenOpen?: OpenModal;
}
export interface PaymentModifiedDialogProps {
  method: { brand: string | null; last4: string | null };
}

/** A renewal promo code offered with auto-renew (the activation incentive, decision 0052). */
export interface IncentiveCoupon {
  code: string;
  discount: { type: "percent" | "fixed"; value: number };
}
export interface IncentiveCouponDialogProps {
  coupon: IncentiveCoupon;
  /** The card's renewal day (its expiry date, YYYY-MM-DD), when known. */
  renewalDate: string | null;
  /** Opened again after a payment method was saved and auto-renew turned on: the outcome. */
  enabled?: boolean;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "billing-auto-renew": AutoRenewDialogProps;
    "billing-payment-method": PaymentMethodDialogProps;
    "billing-payment-modified": PaymentModifiedDialogProps;
    "incentive-coupon-confirm": IncentiveCouponDialogProps;
  }
}
