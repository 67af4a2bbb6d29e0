import type { FavouriteOffersResponse } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** One heart press: the offer joins or leaves the favourites. */
export interface FavouriteChange {
  offerId: number;
  favourite: boolean;
}

/**
 * PUT /api/users/v2/user/favouriteOffers with the one change (`add_offer_ids` or
 * `remove_offer_ids`): the server merges it into its set, so two devices never undo each other
 * (decision 0032).
 */
export function updateFavouriteOffers({ offerId, favourite }: FavouriteChange) {
  return apiRequest<FavouriteOffersResponse>("/api/users/v2/user/favouriteOffers", {
    method: "PUT",
    body: favourite ? { add_offer_ids: [offerId] } : { remove_offer_ids: [offerId] },
  });
}

/** The favourites as they look once `change` is applied (items of removed offers dropped). */
export function applyFavouriteChange(
  current: FavouriteOffersResponse,
  { offerId, favourite }: FavouriteChange,
): FavouriteOffersResponse {
  const ids = current.favourite_offer_ids.filter((id) => id !== offerId);
  return {
    ...current,
    favourite_offer_ids: favourite ? [...ids, offerId] : ids,
    items: favourite ? current.items : current.items.filter((item) => item.offer_id !== offerId),
  };
}

/**
 * Spec §4: the heart changes at once; a refusal puts the old favourites back (the caller shows
 * the translated error from the mutation's `error`); settling refetches, so the server's set wins
 * over any stale copy.
 */
export function useUpdateFavouriteOffers() {
  const client = useQueryClient();
  const key = favouritesKeys.offers();
  return useMutation({
    mutationFn: updateFavouriteOffers,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<FavouriteOffersResponse>(key);
      if (previous) client.setQueryData(key, applyFavouriteChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => client.setQueryData(key, answer),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
