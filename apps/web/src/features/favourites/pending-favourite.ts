import { readJson, writeString } from "../../lib/storage";

// A visitor's heart press waits here (this tab only) while they log in; the heart of that offer
// completes it once the member's favourites have loaded (decision 0033).
const KEY = "spc.pendingFavourite";

export function rememberPendingFavourite(offerId: number): void {
  writeString(KEY, JSON.stringify({ offerId }), "session");
}

/** The offer a visitor pressed the heart of before logging in, else null. */
export function peekPendingFavourite(): number | null {
  const value = readJson(KEY, "session");
  if (value && typeof value === "object" && "offerId" in value) {
    const id = (value as { offerId: unknown }).offerId;
    if (typeof id === "number") return id;
  }
  return null;
}

export function clearPendingFavourite(): void {
  writeString(KEY, "", "session");
}
