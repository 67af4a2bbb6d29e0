import type { FailedPaymentVerificationResponse } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

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
