import type { ContestEntry } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contestsKeys } from "./keys";

export interface ContestRegistration {
  contest_id: string;
  answers?: Record<string, unknown>;
}

/** POST /api/offers/contestRegister — one entry per member (a replay answers the same entry). */
export function registerContest(body: ContestRegistration) {
  return apiRequest<{ entry: ContestEntry; created: boolean }>("/api/offers/contestRegister", {
    method: "POST",
    body,
  });
}

export function useRegisterContest(pageKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerContest,
    onSettled: () => client.invalidateQueries({ queryKey: contestsKeys.page(pageKey) }),
  });
}
