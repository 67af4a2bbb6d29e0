import type { UserTransaction } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { billingKeys } from "./keys";

/** GET /api/store/user_transactions. */
export async function getTransactions(signal?: AbortSignal): Promise<UserTransaction[]> {
  const body = await apiRequest<{ transactions: UserTransaction[] }>(
    "/api/store/user_transactions",
    { signal },
  );
  return body.transactions;
}

export const transactionsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.transactions(),
    queryFn: ({ signal }) => getTransactions(signal),
  });

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
