import type { MemberCard } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

export interface Registerable {
  registerable: boolean;
  reason: string | null;
  cobrand: "cibc" | "campus" | "spc" | null;
}

/** POST /api/users/v2/card/registerable. */
export function checkRegisterable(cardNumber: string, csv: string) {
  return apiRequest<Registerable>("/api/users/v2/card/registerable", {
    method: "POST",
    body: { card_number: cardNumber, csv },
  });
}

/** POST /api/users/v2/register/card (201). */
export async function registerCard(cardNumber: string, csv: string): Promise<MemberCard> {
  const body = await apiRequest<{ card: MemberCard }>("/api/users/v2/register/card", {
    method: "POST",
    body: { card_number: cardNumber, csv },
  });
  return body.card;
}

/** POST /api/store/getFreeTrialCard (201): the one free trial of the account. */
export async function startFreeTrial(): Promise<MemberCard> {
  const body = await apiRequest<{ card: MemberCard }>("/api/store/getFreeTrialCard", {
    method: "POST",
  });
  return body.card;
}
