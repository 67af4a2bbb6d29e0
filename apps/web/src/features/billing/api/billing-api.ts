import type {
  FailedPaymentVerificationResponse,
  SavedPaymentMethod,
  UpdateAutoRenewResponse,
  UserTransaction,
} from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/users/user/updateAutoRenew. */
export function updateAutoRenew(isAutoRenew: boolean, promoCode: string | null) {
  return apiRequest<UpdateAutoRenewResponse>("/api/users/user/updateAutoRenew", {
    method: "PUT",
    body: { is_auto_renew: isAutoRenew, ...(promoCode ? { promoCode } : {}) },
  });
}

/** GET /api/store/user_transactions. */
export async function getTransactions(signal?: AbortSignal): Promise<UserTransaction[]> {
  const body = await apiRequest<{ transactions: UserTransaction[] }>(
    "/api/store/user_transactions",
    { signal },
  );
  return body.transactions;
}

export const TRANSACTIONS_KEY = ["member", "transactions"] as const;

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

export type { SavedPaymentMethod };

/** GET /api/store/payment_method: what renewals charge (null: nothing saved). */
export async function getPaymentMethod(signal?: AbortSignal): Promise<SavedPaymentMethod | null> {
  const body = await apiRequest<{ payment_method: SavedPaymentMethod | null }>(
    "/api/store/payment_method",
    { signal },
  );
  return body.payment_method;
}

export const PAYMENT_METHOD_KEY = ["member", "payment-method"] as const;

/**
 * POST /api/users/user/failed_payment_verification: retries an outstanding failed renewal now
 * (renewed, failed again, or none outstanding).
 */
export function verifyFailedPayment() {
  return apiRequest<FailedPaymentVerificationResponse>(
    "/api/users/user/failed_payment_verification",
    {
      method: "POST",
    },
  );
}
