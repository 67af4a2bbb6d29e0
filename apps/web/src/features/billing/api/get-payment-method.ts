import type { SavedPaymentMethod } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { billingKeys } from "./keys";

export type { SavedPaymentMethod };

/** GET /api/store/payment_method: what renewals charge (null: nothing saved). */
export async function getPaymentMethod(signal?: AbortSignal): Promise<SavedPaymentMethod | null> {
  const body = await apiRequest<{ payment_method: SavedPaymentMethod | null }>(
    "/api/store/payment_method",
    { signal },
  );
  return body.payment_method;
}

export const paymentMethodQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.paymentMethod(),
    queryFn: ({ signal }) => getPaymentMethod(signal),
  });

export function usePaymentMethod() {
  return useQuery(paymentMethodQueryOptions());
}
