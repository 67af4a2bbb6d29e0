import type { AdminCollection } from "@spc/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/collections: in the home page's order, each with its offers in order. */
export function getCollections(signal?: AbortSignal) {
  return apiRequest<{ items: AdminCollection[] }>("/api/admin/collections", { signal });
}

export function useCollections() {
  return useQuery({
    queryKey: adminKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
    retry: false,
  });
}

/** PUT /api/admin/collections/order: every id, in the home page's order. */
export function setCollectionOrder(ids: number[]) {
  return apiRequest<{ items: AdminCollection[] }>("/api/admin/collections/order", {
    method: "PUT",
    body: { ids },
  });
}

export function useSetCollectionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCollectionOrder,
    onSuccess: (answer) => client.setQueryData(adminKeys.collections(), answer),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.collections() }),
  });
}

/** PUT /api/admin/collections/{id}/offers: the collection's offers, in order (replaces them). */
export function setCollectionOffers(id: number, offerIds: number[]) {
  return apiRequest<AdminCollection>(`/api/admin/collections/${id}/offers`, {
    method: "PUT",
    body: { offer_ids: offerIds },
  });
}

export function useSetCollectionOffers(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerIds: number[]) => setCollectionOffers(id, offerIds),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.collections() }),
  });
}

/** POST /api/admin/collections: a new collection, last in the order, without offers. */
export function createCollection(body: { name_en: string; name_fr: string }) {
  return apiRequest<AdminCollection>("/api/admin/collections", { method: "POST", body });
}

export function useCreateCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.collections() }),
  });
}
