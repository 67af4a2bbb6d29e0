import type { MemberCard } from "@spc/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/store/getFreeTrialCard (201): the one free trial of the account. */
export async function startFreeTrial(): Promise<MemberCard> {
  const body = await apiRequest<{ card: MemberCard }>("/api/store/getFreeTrialCard", {
    method: "POST",
  });
  return body.card;
}

/** Starts the free trial; `onSuccess` runs before the mutation settles (the button stays busy). */
export function useStartFreeTrial(onSuccess: (card: MemberCard) => Promise<void> | void) {
  return useMutation({ mutationFn: startFreeTrial, onSuccess });
}
