import type { MemberCard } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { membershipKeys } from "./keys";

/** GET /api/users/v2/cardsForUser: the member's cards with their trial / auto-renew flags. */
export async function getMemberCards(signal?: AbortSignal): Promise<MemberCard[]> {
  const body = await apiRequest<{ cards: MemberCard[] }>("/api/users/v2/cardsForUser", { signal });
  return body.cards;
}

export const memberCardsQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.cards(),
    queryFn: ({ signal }) => getMemberCards(signal),
  });

export function useMemberCards(options: { retry?: number } = {}) {
  return useQuery({ ...memberCardsQueryOptions(), ...options });
}
