// Login and validity (spec §4). Inputs are plain values so the web store and the API agree.

import { SOCIAL_PROVIDERS } from "../constants";

/** Logged in means both a user and a token exist (either alone is a half-finished sign-in). */
export function isLoggedIn(user: unknown, token: string | null | undefined): boolean {
  return user !== null && user !== undefined && typeof token === "string" && token !== "";
}

/** A valid member is logged in and registered. */
export function isValidMember(input: {
  user: unknown;
  token: string | null | undefined;
  registered: boolean | null | undefined;
}): boolean {
  return isLoggedIn(input.user, input.token) && input.registered === true;
}

/**
 * Social sign-ins (google, facebook, apple) skip the allowed-login check. The argument is how the
 * current session was opened, not the accounts linked to the user: an e-mail/password sign-in of
 * a user who also linked Google is still checked (so is an auto-login or an unknown method).
 */
export function needsAllowedLoginCheck(signInMethod: string | null | undefined): boolean {
  return !(SOCIAL_PROVIDERS as readonly string[]).includes(signInMethod ?? "");
}

/** The verification e-mail is sent once: only when unverified and not already sent. */
export function shouldSendVerificationEmail(input: {
  emailVerified: boolean;
  alreadySent: boolean;
}): boolean {
  return !input.emailVerified && !input.alreadySent;
}

/** A policy-update notification is pushed once per login while `alerts.policy` is below 1. */
export function shouldPushPolicyNotice(alertsPolicy: number | null | undefined): boolean {
  return (alertsPolicy ?? 0) < 1;
}
