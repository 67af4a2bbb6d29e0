import type { AssociateCardResponse } from "@spc/shared";
import { associateCard } from "./api/associate-card";

// One request per token at a time: React's development double effects, a re-render or a second
// tab must not spend the same token twice (the API would answer the second "already registered").
const inFlight = new Map<string, Promise<AssociateCardResponse>>();

/** POST /v2/associateCard once for this token; a failure may be retried with a new call. */
export function associateOnce(token: string): Promise<AssociateCardResponse> {
  let request = inFlight.get(token);
  if (!request) {
    request = associateCard(token);
    inFlight.set(token, request);
    request.catch(() => inFlight.delete(token));
  }
  return request;
}
