import type { MemberCard } from "@spc/shared";
import type { QueryClient } from "@tanstack/react-query";
import { create } from "zustand";
import { readString, writeString } from "../../lib/storage";
import { membershipKeys } from "../membership";
import { updateAutoRenew } from "./api/update-auto-renew";

/** The cards auto-renew applies to: the member's own-brand cards that are not trials. */
export const renewsWith = (card: MemberCard) => card.cobrand === "spc" && !card.is_trial;

/** The toggle's current value: on when any renewable card renews. */
export function autoRenewOf(cards: readonly MemberCard[] | undefined): boolean {
  return (cards ?? []).some((card) => renewsWith(card) && card.is_auto_renew);
}

function withAutoRenew(cards: MemberCard[], next: boolean): MemberCard[] {
  return cards.map((card) => (renewsWith(card) ? { ...card, is_auto_renew: next } : card));
}

interface AutoRenewStatus {
  pending: boolean;
  /** The API's error code of the last failed change (the toggle was rolled back). */
  error: string | null;
}

export const useAutoRenewStatus = create<AutoRenewStatus>(() => ({ pending: false, error: null }));

/**
 * Turns auto-renew on or off OPTIMISTICALLY: the cached cards change at once, the request runs,
 * and on failure the cards go back to what they were (spec §4; the API documents the same).
 * Resolves true when the server agreed.
 */
export async function setAutoRenew(
  client: QueryClient,
  next: boolean,
  request: (next: boolean) => Promise<unknown> = (value) =>
    updateAutoRenew(value, readBillingPromo()),
): Promise<boolean> {
  const cardsKey = membershipKeys.cards();
  await client.cancelQueries({ queryKey: cardsKey });
  const before = client.getQueryData<MemberCard[]>(cardsKey);
  if (before) client.setQueryData(cardsKey, withAutoRenew(before, next));
  useAutoRenewStatus.setState({ pending: true, error: null });
  try {
    await request(next);
    useAutoRenewStatus.setState({ pending: false, error: null });
    return true;
  } catch (error) {
    if (before) client.setQueryData(cardsKey, before);
    const code =
      typeof error === "object" && error !== null && "code" in error
        ? String((error as { code: unknown }).code)
        : "unexpected";
    forgetRefusedBillingPromo(code);
    useAutoRenewStatus.setState({ pending: false, error: code });
    return false;
  } finally {
    void client.invalidateQueries({ queryKey: cardsKey });
  }
}

const PROMO_KEY = "spc.billing.promoCode";

/** `/billing?promo_code=…`: kept for the tab's session and sent with the next renewal change. */
export function storeBillingPromo(code: string | null): void {
  if (code?.trim()) writeString(PROMO_KEY, code.trim().toUpperCase(), "session");
}

export function readBillingPromo(): string | null {
  return readString(PROMO_KEY, "session") || null;
}

/** The API refused the kept code (promo_code_not_valid, nothing changed): retries go without it. */
export function forgetRefusedBillingPromo(errorCode: string | undefined): void {
  if (errorCode === "promo_code_not_valid") writeString(PROMO_KEY, "", "session");
}
