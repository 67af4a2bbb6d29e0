import { apiRequest } from "../../../lib/api-client";

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
