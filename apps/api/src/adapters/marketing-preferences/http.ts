import {
  EMAIL_UNSUBSCRIBE_CHANNEL,
  type MarketingPreferenceService,
  MarketingServiceUnavailableError,
} from "./types";

const TIMEOUT_MS = 5000;

/**
 * The hosted service's API: `PUT {base}/users/{id}/channels/{channel}` adds the user to the
 * channel, `DELETE` removes them, with the key as a bearer token. 2xx, and 404 on a removal
 * (not in the channel), are done; anything else is "unavailable" and retried by the sync job.
 */
export function createHttpMarketingPreferences(
  baseUrl: string,
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): MarketingPreferenceService {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    provider: "http",
    async setEmailUnsubscribed(userId, unsubscribed) {
      const url = `${base}/users/${encodeURIComponent(userId)}/channels/${encodeURIComponent(EMAIL_UNSUBSCRIBE_CHANNEL)}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: unsubscribed ? "PUT" : "DELETE",
          headers: { authorization: `Bearer ${apiKey}`, accept: "application/json" },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new MarketingServiceUnavailableError("The marketing service cannot be reached", {
          cause: error,
        });
      }
      if (response.ok || (!unsubscribed && response.status === 404)) return;
      throw new MarketingServiceUnavailableError(
        `The marketing service answered ${response.status}`,
      );
    },
  };
}
