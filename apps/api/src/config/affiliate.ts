import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/** Used outside production when AFFILIATE_TOKEN_SECRET is unset; production refuses to start without one. */
export const DEVELOPMENT_AFFILIATE_SECRET = "spc-development-affiliate-secret-not-for-production";

/** Bank-affiliate tokens (services/membership/affiliate): the HMAC secret shared with the bank. */
export interface AffiliateConfig {
  tokenSecret: string;
}

/**
 * A forged bank token would give SPC+ away: a known development secret must never sign one in
 * production, so production (embedded database or not) needs its own.
 */
export function requireAffiliateSecret(e: Env): void {
  if (e.NODE_ENV === "production" && !e.AFFILIATE_TOKEN_SECRET) {
    throw invalidEnvironment([
      "AFFILIATE_TOKEN_SECRET is required in production (32+ random characters shared with the bank, e.g. `openssl rand -base64 32`)",
    ]);
  }
}

export function affiliateConfig(e: Env): AffiliateConfig {
  return { tokenSecret: e.AFFILIATE_TOKEN_SECRET ?? DEVELOPMENT_AFFILIATE_SECRET };
}
