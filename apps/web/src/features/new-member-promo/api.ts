import type { referralCodesResponseSchema } from "@spc/shared";
import type { z } from "zod";
import { apiRequest } from "../../lib/api-client";

export type ReferralCodes = z.infer<typeof referralCodesResponseSchema>;

/** GET /api/store/v2/referrals_codes: the member's code, its counts and what it gives a friend. */
export function getReferralCodes(signal?: AbortSignal) {
  return apiRequest<ReferralCodes>("/api/store/v2/referrals_codes", { signal });
}
