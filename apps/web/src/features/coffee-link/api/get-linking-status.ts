import type { TimsLinkingResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { coffeeLinkKeys } from "./keys";

/** GET /api/users/tims-linking — the member's rewards link (`Linked`, the account e-mail). */
export function getLinkingStatus(signal?: AbortSignal) {
  return apiRequest<TimsLinkingResponse>("/api/users/tims-linking", { signal });
}

export const linkingStatusQueryOptions = () =>
  queryOptions({
    queryKey: coffeeLinkKeys.status(),
    queryFn: ({ signal }) => getLinkingStatus(signal),
  });

export function useLinkingStatus(enabled = true) {
  return useQuery({ ...linkingStatusQueryOptions(), enabled });
}
