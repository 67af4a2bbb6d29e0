import { apiRequest } from "../../../lib/api-client";
import type { SessionUser } from "./get-auth-session";

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * What a sign-in answers: the user, or (an account with a second factor, e.g. staff) only that
 * the code is needed next, with no session yet.
 */
export type SignInAnswer = { user: SessionUser } | { twoFactorRedirect: true };

/** POST /api/auth/sign-in/email. Wrong e-mail or password: 401 invalid_email_or_password. */
export function signInWithEmail(input: SignInInput) {
  return apiRequest<SignInAnswer>("/api/auth/sign-in/email", {
    method: "POST",
    body: { email: input.email.trim(), password: input.password, rememberMe: true },
  });
}
