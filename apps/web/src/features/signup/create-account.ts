import { ApiError } from "../../lib/api-client";
import { RESEND_COOLDOWN_SECONDS, startResendCountdown } from "../auth";
import { signInWithEmail, signUpWithEmail } from "../session";

/**
 * "check-inbox": signed up but not signed in (the address may already have had an account: say
 * nothing more, no enumeration).
 */
export type CreateAccountOutcome = "signed-in" | "check-inbox";

/**
 * Creates the e-mail + password identity, then signs in with it (sign-up never opens a session).
 * Sign-up answers the same for a known address, whose owner gets an e-mail instead; the sign-in
 * that follows then fails with 401, and the caller shows the same "check your inbox" text as for
 * a new address that could not sign in — never "this address is taken".
 */
export async function createAccount(input: {
  email: string;
  password: string;
  name: string;
  language: "en" | "fr";
  callbackURL: string;
}): Promise<CreateAccountOutcome> {
  const email = input.email.trim();
  await signUpWithEmail({ ...input, email });
  // The verification e-mail just went out: the resend countdown starts now.
  startResendCountdown(RESEND_COOLDOWN_SECONDS);
  try {
    await signInWithEmail({ email, password: input.password });
  } catch (error) {
    // 401: maybe someone else's address. 403 (locked) or 429: the account exists but cannot
    // sign in right now; the notice offers to resend the link with these credentials.
    if (error instanceof ApiError && [401, 403, 429].includes(error.status)) return "check-inbox";
    throw error;
  }
  return "signed-in";
}
