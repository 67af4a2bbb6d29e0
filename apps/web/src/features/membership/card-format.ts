import type { Card } from "@spc/shared";
import { formatCardNumber } from "../../components/membership-card/card-number";
import { readJson, writeJson } from "../../lib/storage";

/** Input mask for a card number: digits only, at most 16, shown 4-4-4-4 like the printed card. */
export function maskCardNumber(typed: string): string {
  return formatCardNumber(typed.replace(/\D/g, "").slice(0, 16));
}

/** Input mask for the card's security code (csv): 3 or 4 digits. */
export function maskCsv(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, 4);
}

/** The card the membership screen shows: the primary one, else the first valid-looking one. */
export function cardToShow<T extends Pick<Card, "is_primary" | "status" | "is_expired">>(
  cards: readonly T[],
): T | null {
  return (
    cards.find((card) => card.is_primary && card.status === "active") ??
    cards.find((card) => card.status === "active" && !card.is_expired) ??
    cards[0] ??
    null
  );
}

const LAST_CARD_KEY = "spc.membership.lastCard";

interface StoredCard {
  owner: string;
  card: Card;
}

/** Keeps the last card shown, so the screen still works offline (at the till, no signal). */
export function rememberCard(owner: string, card: Card): void {
  writeJson(LAST_CARD_KEY, { owner, card } satisfies StoredCard);
}

/** The remembered card of this member, if any. */
export function rememberedCard(owner: string): Card | null {
  const stored = readJson(LAST_CARD_KEY) as Partial<StoredCard> | null;
  if (!stored || stored.owner !== owner || typeof stored.card !== "object" || !stored.card) {
    return null;
  }
  const card = stored.card as Card;
  return typeof card.card_number === "string" && /^\d{13,16}$/.test(card.card_number) ? card : null;
}
