import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/**
 * The age and ID check (docs/decisions/0047): the age from which an active member is asked to
 * verify an ID document, and the identity-document service (hosted adapter when its URL, key and
 * webhook secret are all set, else the local adapter a tester drives).
 */
export interface IdCheckConfig {
  ageThreshold: number;
  apiUrl: string | undefined;
  apiKey: string | undefined;
  webhookSecret: string | undefined;
}

/** Default age threshold: decision 0047 explains the choice. */
export const DEFAULT_ID_CHECK_AGE_THRESHOLD = 25;

export function idCheckConfig(e: Env): IdCheckConfig {
  const set = [
    e.ID_VERIFICATION_API_URL,
    e.ID_VERIFICATION_API_KEY,
    e.ID_VERIFICATION_WEBHOOK_SECRET,
  ];
  if (set.some(Boolean) && !set.every(Boolean)) {
    throw invalidEnvironment([
      "ID_VERIFICATION_API_URL, ID_VERIFICATION_API_KEY and ID_VERIFICATION_WEBHOOK_SECRET are set together",
    ]);
  }
  return {
    ageThreshold: e.ID_CHECK_AGE_THRESHOLD,
    apiUrl: e.ID_VERIFICATION_API_URL,
    apiKey: e.ID_VERIFICATION_API_KEY,
    webhookSecret: e.ID_VERIFICATION_WEBHOOK_SECRET,
  };
}
