import { ApiError, apiRequest } from "../../../lib/api-client";

// better-auth under /api/auth (the API turns its errors into the common envelope). Only plain
// fetchers here: the session query and the forms call them.

/** The identity user of a better-auth session (spec §3 "Identity user"). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
}

export interface AuthSession {
  user: SessionUser;
  session: {
    id: string;
    token: string;
    expiresAt: string;
    createdAt?: string;
    /** How this session was opened: "password", "google", "facebook", "apple", "custom_token". */
    signInMethod?: string | null;
  };
}

/** GET /api/auth/get-session: the current session, or null for a visitor (the body is `null`). */
export async function getAuthSession(signal?: AbortSignal): Promise<AuthSession | null> {
  try {
    const body = await apiRequest<AuthSession | null>("/api/auth/get-session", { signal });
    return body?.user ? body : null;
  } catch (error) {
    // apiRequest rejects a JSON `null` body as "not JSON": for this endpoint it means "no session".
    if (error instanceof ApiError && error.code === "unexpected_response" && error.status === 200) {
      return null;
    }
    throw error;
  }
}

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email. Wrong e-mail or password: 401 invalid_email_or_password. */
export function signInWithEmail(input: SignInInput) {
  return apiRequest<{ user: SessionUser }>("/api/auth/sign-in/email", {
    method: "POST",
    body: { email: input.email.trim(), password: input.password, rememberMe: true },
  });
}

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  language: "en" | "fr";
  /** Where the verification link leads afterwards (its `redirectUrl`). */
  callbackURL?: string;
}

/**
 * POST /api/auth/sign-up/email. Never signs in, and answers the same for a known e-mail (whose
 * owner gets an e-mail instead), so the form cannot tell whether the address was new.
 */
export function signUpWithEmail(input: SignUpInput) {
  return apiRequest<unknown>("/api/auth/sign-up/email", {
    method: "POST",
    body: { ...input, email: input.email.trim() },
  });
}

/** POST /api/auth/sign-out. */
export function signOut() {
  return apiRequest<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
}

/** POST /api/auth/sign-in/social: answers the provider's URL to go to. */
export function signInWithProvider(provider: string, callbackURL: string) {
  return apiRequest<{ url?: string; redirect?: boolean }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider, callbackURL, errorCallbackURL: "/login" },
  });
}

/** POST /api/auth/request-password-reset (same answer whether the account exists or not). */
export function requestPasswordReset(email: string) {
  return apiRequest<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    body: { email: email.trim(), redirectTo: "/reset-password" },
  });
}

/** POST /api/auth/reset-password with the token of the e-mailed link. */
export function resetPassword(token: string, newPassword: string) {
  return apiRequest<unknown>("/api/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
  });
}

/** POST /api/auth/custom-token: exchanges an auto-login token once (signs out any session). */
export function exchangeCustomToken(token: string) {
  return apiRequest<unknown>("/api/auth/custom-token", { method: "POST", body: { token } });
}

/** POST /api/auth/reauthenticate before a sensitive change (spec §5). */
export function reauthenticate(input: { email: string; password: string }) {
  return apiRequest<unknown>("/api/auth/reauthenticate", {
    method: "POST",
    body: { providerId: "password", email: input.email.trim(), password: input.password },
  });
}
