import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { PricedProduct } from "../types";
import { purchaseKeys } from "./keys";

/** GET /api/promos/v2/product: the membership priced for the member (tax by province), with a code. */
export function getPricedProduct(code: string | null, signal?: AbortSignal) {
  const query = code ? `?promocode=${encodeURIComponent(code)}` : "";
  return apiRequest<PricedProduct>(`/api/promos/v2/product${query}`, { signal });
}

export const pricedProductQueryOptions = (code: string | null) =>
  queryOptions({
    queryKey: purchaseKeys.price(code),
    queryFn: ({ signal }) => getPricedProduct(code, signal),
  });

export function usePricedProduct(code: string | null) {
  return useQuery(pricedProductQueryOptions(code));
}
