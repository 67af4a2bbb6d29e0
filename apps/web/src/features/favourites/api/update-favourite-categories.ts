import type { FavouriteCategoriesResponse } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** PUT /api/users/v2/user/categories with one change, merged by the server (decision 0032). */
export function updateFavouriteCategories({
  categoryId,
  favourite,
}: {
  categoryId: number;
  favourite: boolean;
}) {
  return apiRequest<FavouriteCategoriesResponse>("/api/users/v2/user/categories", {
    method: "PUT",
    body: favourite ? { add_category_ids: [categoryId] } : { remove_category_ids: [categoryId] },
  });
}

/** Optimistic like the favourite offers: applied at once, rolled back on a refusal. */
export function useUpdateFavouriteCategories() {
  const client = useQueryClient();
  const key = favouritesKeys.categories();
  return useMutation({
    mutationFn: updateFavouriteCategories,
    onMutate: async ({ categoryId, favourite }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<FavouriteCategoriesResponse>(key);
      if (previous) {
        const ids = previous.favourite_categories.filter((id) => id !== categoryId);
        client.setQueryData(key, {
          ...previous,
          favourite_categories: favourite ? [...ids, categoryId] : ids,
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
