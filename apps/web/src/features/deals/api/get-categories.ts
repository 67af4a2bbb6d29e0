import type { CategoriesResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dealsKeys } from "./keys";

/** GET /api/offers/v2/categories — the real categories, without the client's synthetic ones. */
export function getCategories(signal?: AbortSignal) {
  return apiRequest<CategoriesResponse>("/api/offers/v2/categories", { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: dealsKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    select: (response) => [...response.data].sort((a, b) => a.sort_order - b.sort_order),
    staleTime: 30 * 60 * 1000,
  });

/** Spec §8: a load failure leaves the list empty. */
export function useCategories() {
  const query = useQuery(categoriesQueryOptions());
  return query.data ?? [];
}
