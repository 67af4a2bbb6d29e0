import { readJson, writeJson } from "../../lib/storage";

/** Spec §2.9: the linking gate opens 5000 ms after start for unlinked members. */
export const GATE_DELAY_MS = 5000;
/** After it has shown, the gate stays away this long for that member (decision 0046). */
export const GATE_QUIET_DAYS = 7;
const SHOWN_KEY = "coffeeLinkGateShown";
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long from now until 5000 ms after the app started (`elapsedMs` since start). */
export function gateDelay(elapsedMs: number): number {
  return Math.max(0, GATE_DELAY_MS - elapsedMs);
}

/** Whether the gate showed to this member in this browser in the last GATE_QUIET_DAYS. */
export function gateShownRecently(userId: string, now: Date): boolean {
  const stored = readJson(SHOWN_KEY) as { user?: unknown; at?: unknown } | null;
  if (!stored || stored.user !== userId || typeof stored.at !== "string") return false;
  const at = Date.parse(stored.at);
  return (
    Number.isFinite(at) && now.getTime() - at < GATE_QUIET_DAYS * DAY_MS && at <= now.getTime()
  );
}

/** Marks the gate shown (written when it is queued, as decision 0016's notices are). */
export function rememberGateShown(userId: string, now: Date): void {
  writeJson(SHOWN_KEY, { user: userId, at: now.toISOString() });
}
