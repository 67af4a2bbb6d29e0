import { readJson, writeJson } from "../../lib/storage";

/**
 * The acquisition promo (spec §2.8, §7 GET /user/may-acquisition, §9 key 'june-acq'): offered to
 * a member the API says may take the campaign, once per campaign per member in this browser
 * (decision 0050). The memory is `{ [campaign]: memberIds[] }` in local storage.
 */
export const ACQUISITION_OFFERED_KEY = "spc.acquisition.offered";

/** Waits after start so the page's own first dialogs (and the person's) come first. */
export const ACQUISITION_DELAY_MS = 3000;

export type OfferedMemory = Record<string, string[]>;

export function parseOffered(stored: unknown): OfferedMemory {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
  const memory: OfferedMemory = {};
  for (const [campaign, members] of Object.entries(stored)) {
    if (Array.isArray(members)) {
      memory[campaign] = members.filter((id): id is string => typeof id === "string");
    }
  }
  return memory;
}

/** Whether to offer `campaign` to `memberId`: eligible per the API and not offered here before. */
export function shouldOffer(
  answer: { campaign: string; eligible: boolean } | null,
  memberId: string,
  memory: OfferedMemory,
): boolean {
  if (!answer?.eligible) return false;
  return !(memory[answer.campaign] ?? []).includes(memberId);
}

/** The memory with `memberId` added to `campaign`'s members (at most 20 kept per campaign). */
export function withOffered(memory: OfferedMemory, campaign: string, memberId: string) {
  const members = (memory[campaign] ?? []).filter((id) => id !== memberId);
  return { ...memory, [campaign]: [...members, memberId].slice(-20) };
}

export function readOffered(): OfferedMemory {
  return parseOffered(readJson(ACQUISITION_OFFERED_KEY));
}

export function rememberOffered(campaign: string, memberId: string): void {
  writeJson(ACQUISITION_OFFERED_KEY, withOffered(readOffered(), campaign, memberId));
}
