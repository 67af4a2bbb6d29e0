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
