import type { FavouriteCategoriesResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** GET /api/users/v2/user/categories — the favourite category ids, in saved order. */
export function getFavouriteCategories(signal?: AbortSignal) {
  return apiRequest<FavouriteCategoriesResponse>("/api/users/v2/user/categories", { signal });
}

export const favouriteCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: favouritesKeys.categories(),
    queryFn: ({ signal }) => getFavouriteCategories(signal),
  });

export function useFavouriteCategories(enabled = true) {
  return useQuery({ ...favouriteCategoriesQueryOptions(), enabled });
}
