import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/**
 * The marketing e-mail service's preference API (adapters/marketing-preferences, decision 0049):
 * its HTTP API when MARKETING_PREFERENCES_URL and _KEY are set, else the local service; and how
 * often this copy pushes changed preferences to it (0 = never).
 */
export interface MarketingConfig {
  preferencesUrl: string | undefined;
  preferencesKey: string | undefined;
  syncIntervalMs: number;
}

export function marketingConfig(e: Env): MarketingConfig {
  if (Boolean(e.MARKETING_PREFERENCES_URL) !== Boolean(e.MARKETING_PREFERENCES_KEY)) {
    throw invalidEnvironment([
      "MARKETING_PREFERENCES_URL and MARKETING_PREFERENCES_KEY are set together",
    ]);
  }
  return {
    preferencesUrl: e.MARKETING_PREFERENCES_URL,
    preferencesKey: e.MARKETING_PREFERENCES_KEY,
    syncIntervalMs: e.MARKETING_SYNC_INTERVAL_MS,
  };
}
