import { ApiError } from "../../lib/api-client";
import {
  getResendRateLimit,
  type SignInInput,
  sendVerificationEmail,
  signInWithEmail,
  signOut,
} from "../session";
import { RESEND_COOLDOWN_SECONDS, startResendCountdown } from "./resend-countdown";

export type ResendNotice = "sent" | "rateLimited" | "alreadyVerified" | "failed";

/**
 * Resending the verification e-mail (spec §4): for someone who just signed up but is not
 * signed in, log in silently with what they just typed; request the e-mail; read the rate-limit
 * flag (GET /update/resendratelimit) and start the countdown from it; then log out again. Too
 * many requests (our 429) sets the rate-limit flag; the countdown then re-enables resending.
 */
export async function resendVerificationEmail(options: {
  /** Only for a user who is not signed in: kept in memory by the caller, never stored. */
  credentials?: SignInInput;
  redirect?: string;
}): Promise<ResendNotice> {
  const { credentials, redirect } = options;
  let signedInHere = false;
  try {
    if (credentials) {
      try {
        await signInWithEmail(credentials);
      } catch (error) {
        // An address owned by someone else (or another password): the same words as a sent
        // link, so resending says nothing about the address (no enumeration).
        if (error instanceof ApiError && error.status === 401) {
          startResendCountdown(RESEND_COOLDOWN_SECONDS);
          return "sent";
        }
        throw error;
      }
      signedInHere = true;
    }
    const answer = await sendVerificationEmail(redirect);
    if (answer.email_verified) return "alreadyVerified";
    const limit = await getResendRateLimit().catch(() => ({
      rate_limited: answer.rate_limited,
      retry_after_seconds: answer.retry_after_seconds,
    }));
    startResendCountdown(limit.retry_after_seconds || RESEND_COOLDOWN_SECONDS);
    return answer.rate_limited ? "rateLimited" : "sent";
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      startResendCountdown(RESEND_COOLDOWN_SECONDS);
      return "rateLimited";
    }
    return "failed";
  } finally {
    if (signedInHere) await signOut().catch(() => undefined);
  }
}
