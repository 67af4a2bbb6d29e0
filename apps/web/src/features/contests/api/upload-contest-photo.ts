import type { ContestEntry } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contestsKeys } from "./keys";

/** POST /api/offers/contest/{id}/photo — the chosen File as the raw body, with its own type. */
export function uploadContestPhoto({ contestId, file }: { contestId: number; file: File }) {
  return apiRequest<{ entry: ContestEntry; created: boolean }>(
    `/api/offers/contest/${contestId}/photo`,
    { method: "POST", file },
  );
}

export function useUploadContestPhoto(pageKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadContestPhoto,
    onSettled: () => client.invalidateQueries({ queryKey: contestsKeys.page(pageKey) }),
  });
}
