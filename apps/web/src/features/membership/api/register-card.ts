import type { MemberCard } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/users/v2/register/card (201). */
export async function registerCard(cardNumber: string, csv: string): Promise<MemberCard> {
  const body = await apiRequest<{ card: MemberCard }>("/api/users/v2/register/card", {
    method: "POST",
    body: { card_number: cardNumber, csv },
  });
  return body.card;
}
