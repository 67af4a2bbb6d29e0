import { readJson, writeJson } from "../../lib/storage";

/** Spec §2.9: the linking gate opens 5000 ms after start for unlinked members. */
export const GATE_DELAY_MS = 5000;
/** After it has shown, the gate stays away from this browser this long (decision 0046). */
export const GATE_QUIET_DAYS = 7;
/** Where the browser keeps when the gate last showed (the journeys set it to keep it away). */
export const GATE_SHOWN_KEY = "coffeeLinkGateShown";
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long from now until 5000 ms after the app started (`elapsedMs` since start). */
export function gateDelay(elapsedMs: number): number {
  return Math.max(0, GATE_DELAY_MS - elapsedMs);
}

/** Whether the gate showed in this browser in the last GATE_QUIET_DAYS. */
export function gateShownRecently(now: Date): boolean {
  const stored = readJson(GATE_SHOWN_KEY) as { at?: unknown } | null;
  if (!stored || typeof stored.at !== "string") return false;
  const at = Date.parse(stored.at);
  return (
    Number.isFinite(at) && at <= now.getTime() && now.getTime() - at < GATE_QUIET_DAYS * DAY_MS
  );
}

/** Marks the gate shown (written when it is queued, as decision 0016's notices are). */
export function rememberGateShown(now: Date): void {
  writeJson(GATE_SHOWN_KEY, { at: now.toISOString() });
}
