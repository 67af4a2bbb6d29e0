import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { CollectionPage } from "../../offers";
import { dealsKeys } from "./keys";

/** GET /api/offers/v2/collection/{id} — one collection (a "weekly deals" page) with its offers. */
export function getCollection(id: string, signal?: AbortSignal) {
  return apiRequest<CollectionPage>(`/api/offers/v2/collection/${encodeURIComponent(id)}`, {
    signal,
  });
}

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dealsKeys.collection(id),
    queryFn: ({ signal }) => getCollection(id, signal),
  });

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}
