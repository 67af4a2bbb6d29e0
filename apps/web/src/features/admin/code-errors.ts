import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/**
 * What a refused second-factor code means to the person: a wrong or used code, a code step that
 * took too long (the identity library's short-lived two-factor cookie is gone: sign in again),
 * too many tries, or the server out of reach.
 */
export function codeErrorMessage(
  error: unknown,
  kind: "totp" | "backup",
): {
  message: MessageId;
  restart: boolean;
} {
  if (!(error instanceof ApiError)) return { message: "admin.login.error.generic", restart: false };
  if (error.status === 429) return { message: "admin.login.error.tooMany", restart: false };
  if (error.status === 0) return { message: "admin.login.error.network", restart: false };
  if (/cookie|session|expired/.test(error.code)) {
    return { message: "admin.login.error.codeExpired", restart: true };
  }
  if (error.status >= 400 && error.status < 500) {
    return {
      message: kind === "totp" ? "admin.login.error.badCode" : "admin.login.error.badBackupCode",
      restart: false,
    };
  }
  return { message: "admin.login.error.generic", restart: false };
}

/** Six digits, spaces allowed (authenticators show "123 456"). */
export function normaliseTotp(value: string): string {
  return value.replace(/\s/g, "");
}

export const isTotpCode = (value: string) => /^\d{6}$/.test(normaliseTotp(value));
