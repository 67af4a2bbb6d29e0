import { STORAGE_KEYS } from "@spc/shared";
import { readString, writeString } from "../../lib/storage";

/** Seconds between two verification e-mails (VERIFICATION_RESEND_COOLDOWN_SECONDS of the API). */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The resend countdown survives a reload (spec §9 local storage "resend countdown"): the moment
 * resending is allowed again is stored, in milliseconds since the epoch.
 */
export function startResendCountdown(seconds: number, now = Date.now()): void {
  writeString(STORAGE_KEYS.resendCountdown, String(now + Math.max(0, seconds) * 1000));
}

/** Whole seconds left before resending is allowed (0 = now). */
export function resendSecondsLeft(now = Date.now()): number {
  const until = Number(readString(STORAGE_KEYS.resendCountdown));
  if (!Number.isFinite(until) || until <= now) return 0;
  return Math.ceil((until - now) / 1000);
}
