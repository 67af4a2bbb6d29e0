import type { CookieConsentRequest } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";
import type { StoredConsent } from "../consent-store";

/** POST /api/users/consent/cookies — a signed-in member's choice, kept as proof of consent. */
export function logCookieConsent(consent: StoredConsent) {
  const body: CookieConsentRequest = {
    categories: {
      analytical: consent.categories.analytical,
      marketing: consent.categories.marketing,
      functional: consent.categories.functional,
    },
    version: consent.version,
    source: consent.source ?? "settings",
  };
  return apiRequest<void>("/api/users/consent/cookies", { method: "POST", body });
}
