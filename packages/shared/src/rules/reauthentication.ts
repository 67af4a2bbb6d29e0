import type { IdentityProvider } from "../entities/identity";
import { isValidEmail } from "./email";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

/** Providers that can reauthenticate (spec §5: Email, Google or Facebook; not Apple). */
export const REAUTH_PROVIDERS = ["password", "google", "facebook"] as const;

/**
 * Validates a reauthentication request: the provider must be e-mail ("password"), Google or
 * Facebook ('Invalid provider id'); the e-mail provider also needs a valid e-mail ('Invalid
 * email') and a non-empty password ('Invalid password').
 */
export function validateReauthentication(input: {
  providerId: IdentityProvider | string;
  email?: string | null;
  password?: string | null;
}): ValidationIssue | null {
  if (!(REAUTH_PROVIDERS as readonly string[]).includes(input.providerId)) {
    return issue(MSG.reauthProviderInvalid);
  }
  if (input.providerId !== "password") return null;
  if (!input.email || !isValidEmail(input.email)) return issue(MSG.reauthEmailInvalid);
  if (!input.password) return issue(MSG.reauthPasswordInvalid);
  return null;
}

/**
 * The `verifyToken` carried in an e-mail verification link's continueUrl, or null (the caller
 * then shows 'Invalid Email Verification Link' and goes to /). Parsed by hand to stay free of
 * the DOM/Node URL globals.
 */
export function verifyTokenFromContinueUrl(continueUrl: string | null | undefined): string | null {
  if (!continueUrl) return null;
  const match = /[?&]verifyToken=([^&#]*)/.exec(continueUrl);
  if (!match) return null;
  try {
    const token = decodeURIComponent(match[1]!.replace(/\+/g, " ")).trim();
    return token === "" ? null : token;
  } catch {
    return null; // malformed percent-encoding: treat as no token
  }
}

/** Validates a verification link: it must carry a verify token. */
export function validateVerificationLink(
  continueUrl: string | null | undefined,
): ValidationIssue | null {
  return verifyTokenFromContinueUrl(continueUrl) ? null : issue(MSG.verificationLinkInvalid);
}
