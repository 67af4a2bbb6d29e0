import { apiRequest } from "../../../lib/api-client";

export interface PaymentMethodSaved {
  success: true;
  payment_method: { brand: string | null; last4: string | null };
  renewal_promo_code: string | null;
}

/** PUT /api/store/updatePaymentMethod: a new payment method (nonce) for renewals. */
export function updatePaymentMethod(nonce: string, promoCode: string | null) {
  return apiRequest<PaymentMethodSaved>("/api/store/updatePaymentMethod", {
    method: "PUT",
    body: { nonce, ...(promoCode ? { promoCode } : {}) },
  });
}
