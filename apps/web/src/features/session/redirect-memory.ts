import { STORAGE_KEYS } from "@spc/shared";
import { readString, writeString } from "../../lib/storage";

/**
 * Only a same-site path may be remembered and followed (no open redirect through `redirectUrl`).
 * Absolute URLs of our own origin are reduced to their path.
 */
export function safeRedirectPath(value: string | null | undefined, origin?: string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) {
    return trimmed;
  }
  const base = origin ?? (typeof window === "undefined" ? undefined : window.location.origin);
  if (!base) return null;
  try {
    const url = new URL(trimmed);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Pages never worth coming back to after a sign-in. /signup/activate is the exception under
 * /signup: it is where an in-store card's QR link continues once the visitor has an account.
 */
const NOT_REMEMBERED =
  /^\/(login|logout|signup(?!\/activate(\/|\?|$))|reset-password|__\/auth)(\/|\?|$)/i;

/** Remembers where to go after login (spec §2.5 / §2.6), under the shared `redirectUrl` key. */
export function rememberRedirect(path: string | null | undefined): void {
  const safe = safeRedirectPath(path);
  if (!safe || NOT_REMEMBERED.test(safe)) return;
  writeString(STORAGE_KEYS.redirectUrl, safe);
}

/** The remembered destination, if any (left in place). */
export function peekRedirect(): string | null {
  return safeRedirectPath(readString(STORAGE_KEYS.redirectUrl));
}

/** The remembered destination, forgotten as it is read (it is used once). */
export function takeRedirect(): string | null {
  const path = peekRedirect();
  forgetRedirect();
  return path;
}

export function forgetRedirect(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.redirectUrl);
  } catch {
    // storage unavailable: nothing was remembered either
  }
}
