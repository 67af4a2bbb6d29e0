import { apiRequest } from "../../../lib/api-client";
import type { SessionUser } from "./get-auth-session";

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
