import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ClientToken } from "../types";
import { purchaseKeys } from "./keys";

/** GET /api/store/v2/vault_client_token: which payment form to show. */
export function getClientToken(signal?: AbortSignal) {
  return apiRequest<ClientToken>("/api/store/v2/vault_client_token", { signal });
}

export const clientTokenQueryOptions = () =>
  queryOptions({
    queryKey: purchaseKeys.clientToken(),
    queryFn: ({ signal }) => getClientToken(signal),
    // A client token is valid for 24 hours; ten minutes keeps it fresh without refetch churn.
    staleTime: 10 * 60 * 1000,
    retry: 1,
  });

export function useClientToken() {
  return useQuery(clientTokenQueryOptions());
}
