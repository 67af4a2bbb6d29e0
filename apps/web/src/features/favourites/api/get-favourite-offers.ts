import type { FavouriteOffersResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** GET /api/users/v2/user/favouriteOffers — the favourite offer ids, version and cards. */
export function getFavouriteOffers(signal?: AbortSignal) {
  return apiRequest<FavouriteOffersResponse>("/api/users/v2/user/favouriteOffers", { signal });
}

export const favouriteOffersQueryOptions = () =>
  queryOptions({
    queryKey: favouritesKeys.offers(),
    queryFn: ({ signal }) => getFavouriteOffers(signal),
    staleTime: 60_000,
  });

export function useFavouriteOffers(enabled = true) {
  return useQuery({ ...favouriteOffersQueryOptions(), enabled });
}
