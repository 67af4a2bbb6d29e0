/**
 * The marketing e-mail service's preference call (spec §7): a user id is in its "Email
 * unsubscribe" channel when it must get no marketing e-mail. Both calls are idempotent.
 */
export interface MarketingPreferenceService {
  readonly provider: "http" | "local";
  setEmailUnsubscribed(userId: string, unsubscribed: boolean): Promise<void>;
}

export const EMAIL_UNSUBSCRIBE_CHANNEL = "Email unsubscribe";

/** The service cannot be reached or refused the call: the change is pushed again later. */
export class MarketingServiceUnavailableError extends Error {
  override name = "MarketingServiceUnavailableError";
}
