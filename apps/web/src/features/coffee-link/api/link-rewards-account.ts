import type { TimsLinkingResponse } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { coffeeLinkKeys } from "./keys";

/** POST /api/users/tims-linking — links the rewards account of this e-mail (and its confirmation). */
export function linkRewardsAccount(input: { email: string; confirmation: string }) {
  return apiRequest<TimsLinkingResponse>("/api/users/tims-linking", {
    method: "POST",
    body: { th_email: input.email.trim(), th_email_confirmation: input.confirmation.trim() },
  });
}

export function useLinkRewardsAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkRewardsAccount,
    onSuccess: (status) => client.setQueryData(coffeeLinkKeys.status(), status),
  });
}
