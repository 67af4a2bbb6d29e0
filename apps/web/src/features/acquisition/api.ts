import type { MayAcquisitionResponse } from "@spc/shared";
import { apiRequest } from "../../lib/api-client";

const PATH = "/api/users/user/may-acquisition";

/** GET /api/users/user/may-acquisition: whether the member may take the campaign. */
export function getMayAcquisition(signal?: AbortSignal) {
  return apiRequest<MayAcquisitionResponse>(PATH, { signal });
}

/** GET …?redeem=true: takes the campaign (a 30-day membership); 409 not_eligible otherwise. */
export function redeemAcquisition() {
  return apiRequest<MayAcquisitionResponse>(`${PATH}?redeem=true`);
}
