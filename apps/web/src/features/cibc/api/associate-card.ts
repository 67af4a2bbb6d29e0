import type { AssociateCardResponse } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/users/v2/associateCard (201): the bank's token spent for the SPC+ (cibc) card. */
export function associateCard(token: string): Promise<AssociateCardResponse> {
  return apiRequest<AssociateCardResponse>("/api/users/v2/associateCard", {
    method: "POST",
    body: { token },
  });
}
