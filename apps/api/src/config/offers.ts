import type { Env } from "./env";

/** The offers service's settings. */
export interface OffersConfig {
  /**
   * The `promo` code the activation incentive (/activate/incentive) carries as a coupon for the
   * member's renewal when they turn auto-renew on; null = the incentive has no coupon. A code that
   * is not live for the member (missing, expired, used…) is simply not offered (decision 0052).
   */
  activationIncentivePromoCode: string | null;
}

export function offersConfig(e: Env): OffersConfig {
  const code = e.ACTIVATION_INCENTIVE_PROMO_CODE;
  return {
    activationIncentivePromoCode: /^none$/i.test(code) ? null : code.toUpperCase(),
  };
}
