import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/**
 * The coffee-chain rewards partner (adapters/tims-rewards, decision 0046): its HTTP API when both
 * TIMS_API_URL and TIMS_API_KEY are set, else the local adapter; and which catalogue partner is
 * the coffee chain whose offer `/timhortons` shows.
 */
export interface TimsConfig {
  apiUrl: string | undefined;
  apiKey: string | undefined;
  partnerSlug: string;
}

export function timsConfig(e: Env): TimsConfig {
  if (Boolean(e.TIMS_API_URL) !== Boolean(e.TIMS_API_KEY)) {
    throw invalidEnvironment(["TIMS_API_URL and TIMS_API_KEY are set together"]);
  }
  return { apiUrl: e.TIMS_API_URL, apiKey: e.TIMS_API_KEY, partnerSlug: e.TIMS_PARTNER_SLUG };
}
