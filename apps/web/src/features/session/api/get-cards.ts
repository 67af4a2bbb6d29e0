import type { Card } from "@spc/shared";
import { ApiError, apiRequest } from "../../../lib/api-client";

/**
 * GET /api/users/v2/cardsForUser, for the session snapshot. The cards service may not exist yet:
 * a 404 means "no cards". The answer is accepted as a bare list or wrapped in `data` / `cards`.
 */
export async function getCards(signal?: AbortSignal): Promise<Card[]> {
  try {
    const body = await apiRequest<unknown>("/api/users/v2/cardsForUser", { signal });
    return cardsOf(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function cardsOf(body: unknown): Card[] {
  if (Array.isArray(body)) return body as Card[];
  if (typeof body === "object" && body !== null) {
    for (const key of ["data", "cards"] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as Card[];
      if (typeof value === "object" && value !== null && "cards" in value) {
        const nested = (value as { cards: unknown }).cards;
        if (Array.isArray(nested)) return nested as Card[];
      }
    }
  }
  return [];
}
