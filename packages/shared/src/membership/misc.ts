import { KONAMI_SEQUENCE } from "../constants";
import type { LinkingStatus } from "../entities/linking";
import type { SavedList } from "../entities/saved-list";
import { isOldEnough } from "../rules/age";

/**
 * The ID check applies to a logged-in active member whose birth date reaches the threshold,
 * unless skip checks apply. The threshold is a parameter because the spec does not give it.
 */
export function requiresIdCheck(input: {
  isActiveMember: boolean;
  birthDate: string | null | undefined;
  now: Date;
  ageThreshold: number;
  skip: boolean;
}): boolean {
  if (input.skip || !input.isActiveMember || !input.birthDate) return false;
  return isOldEnough(input.birthDate, input.now, input.ageThreshold);
}

/** The linking gate opens (after its delay) for logged-in users whose rewards account is unlinked. */
export function shouldOpenLinkingGate(input: {
  isLoggedIn: boolean;
  status: LinkingStatus | null;
}): boolean {
  return input.isLoggedIn && input.status === "unlinked";
}

/** The e-mail pop-up shows only to people not yet subscribed. */
export function shouldShowEmailPopup(input: { isSubscribed: boolean }): boolean {
  return !input.isSubscribed;
}

/** The list with the pending offer added (once, at the end); unchanged without a pending offer. */
export function addOfferToList(list: SavedList, offerId: number | null | undefined): SavedList {
  if (offerId === null || offerId === undefined || list.offer_ids.includes(offerId)) return list;
  return { ...list, offer_ids: [...list.offer_ids, offerId] };
}

/**
 * Advances the hidden key sequence: `step` keys are matched so far. On a wrong key it falls back
 * to the longest tail of what was typed that still starts the sequence (so "up up up down…"
 * works). `done` when the whole sequence was typed; single letters ignore case.
 */
export function konamiStep(step: number, key: string): { step: number; done: boolean } {
  const k = key.length === 1 ? key.toLowerCase() : key;
  const typed = [...KONAMI_SEQUENCE.slice(0, step), k];
  for (let length = Math.min(typed.length, KONAMI_SEQUENCE.length); length > 0; length--) {
    const tail = typed.slice(typed.length - length);
    if (tail.every((item, i) => item === KONAMI_SEQUENCE[i])) {
      return length === KONAMI_SEQUENCE.length
        ? { step: 0, done: true }
        : { step: length, done: false };
    }
  }
  return { step: 0, done: false };
}
