import { type ListingQuery, listingKey } from "../../offers";

const all = ["search"] as const;

/** Query keys of the search feature: every query and cache call on it builds its key here. */
export const searchKeys = {
  all: () => all,
  tags: () => [...all, "tags"] as const,
  results: (q: string, tags: readonly string[], query: ListingQuery) =>
    [...all, q, tags.join(","), listingKey(query)] as const,
};
