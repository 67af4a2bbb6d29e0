import type { Env } from "./env";

/** Days after a first declined renewal on which it is charged again (decision 0011). */
export const DEFAULT_RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7];

/** The auto-renew job (services/membership/renewals/run.ts, docs/decisions/0011-renewal-retries.md). */
export interface RenewalsConfig {
  /** Pause between two runs in this API copy; 0 = no scheduler (tests default to 0). */
  intervalMs: number;
  /** A card is charged this many days before its last valid day. */
  leadDays: number;
  /** A declined renewal is retried this many days after its first failure; then auto-renew stops. */
  retryDays: readonly number[];
}

export function renewalsConfig(e: Env): RenewalsConfig {
  return {
    intervalMs: e.RENEWAL_INTERVAL_MS ?? (e.NODE_ENV === "test" ? 0 : 3_600_000),
    leadDays: e.RENEWAL_LEAD_DAYS,
    retryDays: e.RENEWAL_RETRY_DAYS ?? DEFAULT_RENEWAL_RETRY_DAYS,
  };
}
