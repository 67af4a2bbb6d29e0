import { SOCIAL_PROVIDERS } from "@spc/shared";

/** How a session was opened: e-mail + password, a social provider, or an auto-login token. */
export type SignInMethod = "password" | "custom_token" | (typeof SOCIAL_PROVIDERS)[number];

const isSocial = (value: unknown): value is (typeof SOCIAL_PROVIDERS)[number] =>
  typeof value === "string" && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * The sign-in method of a session better-auth is about to create, from the endpoint creating it
 * (spec §4: social sign-ins skip the allowed-login check — what counts is this session, not the
 * accounts merely linked to the user). Null when the endpoint is not a sign-in we know.
 */
export function signInMethodOf(
  context: { path?: string; params?: unknown; body?: unknown } | null | undefined,
): SignInMethod | null {
  if (!context?.path) return null;
  const params = (context.params ?? {}) as { id?: unknown; providerId?: unknown };
  const body = (context.body ?? {}) as { provider?: unknown };
  switch (context.path) {
    case "/sign-in/email":
    case "/sign-up/email":
      return "password";
    case "/custom-token":
      return "custom_token";
    // OAuth redirect back from the provider (GET or Apple's form_post).
    case "/callback/:id":
      return isSocial(params.id) ? params.id : null;
    // Sign-in with a provider's ID token, no redirect.
    case "/sign-in/social":
      return isSocial(body.provider) ? body.provider : null;
    default:
      return null;
  }
}
