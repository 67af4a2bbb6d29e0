import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { CollectionsWithOffers } from "../../offers";
import { dealsKeys } from "./keys";
import { SECTIONS_STALE_MS } from "./sections-stale";

/** GET /api/offers/v4/collections — the weekly collections with their offers. */
export function getCollections(signal?: AbortSignal) {
  return apiRequest<CollectionsWithOffers>("/api/offers/v4/collections", { signal });
}
export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: dealsKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: SECTIONS_STALE_MS,
  });
export const useCollections = (enabled = true) =>
  useQuery({ ...collectionsQueryOptions(), enabled });
