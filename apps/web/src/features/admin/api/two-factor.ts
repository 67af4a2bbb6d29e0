import { apiRequest } from "../../../lib/api-client";

/**
 * The identity library's two-factor calls (better-auth's plugin under /api/auth/two-factor).
 * verify-totp both finishes a sign-in that answered `twoFactorRedirect` and confirms a new
 * factor during enrolment.
 */
export function verifyTotp(code: string) {
  return apiRequest<unknown>("/api/auth/two-factor/verify-totp", {
    method: "POST",
    body: { code: code.trim() },
  });
}

/** A one-time backup code instead of the authenticator's code. */
export function verifyBackupCode(code: string) {
  return apiRequest<unknown>("/api/auth/two-factor/verify-backup-code", {
    method: "POST",
    body: { code: code.trim() },
  });
}

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment: the otpauth URI for the authenticator and ten backup codes. */
export function enableTwoFactor(password: string) {
  return apiRequest<TwoFactorEnrolment>("/api/auth/two-factor/enable", {
    method: "POST",
    body: { password },
  });
}
