import type { MemberCard } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/users/v2/cardsForUser: the member's cards with their trial / auto-renew flags. */
export async function getMemberCards(signal?: AbortSignal): Promise<MemberCard[]> {
  const body = await apiRequest<{ cards: MemberCard[] }>("/api/users/v2/cardsForUser", { signal });
  return body.cards;
}

export const MEMBER_CARDS_KEY = ["member", "cards"] as const;
