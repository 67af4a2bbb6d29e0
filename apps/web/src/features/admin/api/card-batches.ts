import type { AdminCardBatch, CardBatchRequest } from "@spc/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/card-batches: newest first, with their activations. */
export function getCardBatches(signal?: AbortSignal) {
  return apiRequest<{ items: AdminCardBatch[] }>("/api/admin/card-batches", { signal });
}

export function useCardBatches() {
  return useQuery({
    queryKey: adminKeys.cardBatches(),
    queryFn: ({ signal }) => getCardBatches(signal),
    retry: false,
  });
}

/** POST /api/admin/card-batches (admins): a batch of unassigned in-store cards. */
export function createCardBatch(body: CardBatchRequest) {
  return apiRequest<AdminCardBatch>("/api/admin/card-batches", { method: "POST", body });
}

export function useCreateCardBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCardBatch,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.cardBatches() }),
  });
}

/** The one-time download of a batch's numbers and security codes (a plain link: a file). */
export function cardBatchFileUrl(batchId: string): string {
  return `/api/admin/card-batches/${encodeURIComponent(batchId)}/cards.csv`;
}
