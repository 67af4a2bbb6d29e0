import type { EmailOptRecord, newsletterPreferencesSchema, SUBSCRIBE_RESULTS } from "@spc/shared";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type SubscribeResult = (typeof SUBSCRIBE_RESULTS)[number];
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

/** GET /api/users/emailopt/all: the e-mail opt-in records of the viewer's tier (spec §7). */
export function getEmailOpts(signal?: AbortSignal) {
  return apiRequest<{ data: EmailOptRecord[] }>("/api/users/emailopt/all", { signal });
}

/** POST /api/users/subscribe (spec §7): the §8 outcome; a confirmation e-mail for a new address. */
export function subscribe(email: string, language: "en" | "fr") {
  return apiRequest<{ result: SubscribeResult }>("/api/users/subscribe", {
    method: "POST",
    body: { email, language, source: "popup" },
  });
}

/** POST /api/users/newsletter/confirm: the double opt-in link's token. */
export function confirmSubscription(token: string) {
  return apiRequest<unknown>("/api/users/newsletter/confirm", {
    method: "POST",
    body: { token },
  });
}

/** GET /api/users/newsletter/preferences?token=…: the preferences page's state. */
export function getPreferences(token: string, signal?: AbortSignal) {
  return apiRequest<NewsletterPreferences>(
    `/api/users/newsletter/preferences?token=${encodeURIComponent(token)}`,
    { signal },
  );
}

/** PUT /api/users/newsletter/preferences: subscribe again or unsubscribe. */
export function savePreferences(token: string, subscribed: boolean) {
  return apiRequest<NewsletterPreferences>("/api/users/newsletter/preferences", {
    method: "PUT",
    body: { token, subscribed },
  });
}

/** POST /api/users/v2/user/email-opt-in: a signed-in member's one-click opt-in (their address). */
export function optInMember() {
  return apiRequest<{ email_opt_in: boolean }>("/api/users/v2/user/email-opt-in", {
    method: "POST",
    body: { email_opt_in: true },
  });
}
