import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/sign-in/social: answers the provider's URL to go to. */
export function signInWithProvider(provider: string, callbackURL: string) {
  return apiRequest<{ url?: string; redirect?: boolean }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider, callbackURL, errorCallbackURL: "/login" },
  });
}
