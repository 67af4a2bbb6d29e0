import type { CookieConsentCategory } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { cookieKeys } from "./keys";

/** GET /api/users/cookie-categories — the four categories with this deployment's vendors. */
export function getCookieCategories(signal?: AbortSignal) {
  return apiRequest<{ data: CookieConsentCategory[] }>("/api/users/cookie-categories", {
    signal,
  });
}

export const cookieCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: cookieKeys.categories(),
    queryFn: ({ signal }) => getCookieCategories(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCookieCategories() {
  return useQuery(cookieCategoriesQueryOptions());
}
