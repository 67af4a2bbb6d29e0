import type { UpdateAutoRenewResponse } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/users/user/updateAutoRenew. */
export function updateAutoRenew(isAutoRenew: boolean, promoCode: string | null) {
  return apiRequest<UpdateAutoRenewResponse>("/api/users/user/updateAutoRenew", {
    method: "PUT",
    body: { is_auto_renew: isAutoRenew, ...(promoCode ? { promoCode } : {}) },
  });
}
