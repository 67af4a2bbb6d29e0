import { signOut } from "./api/sign-out";
import { forgetRedirect } from "./redirect-memory";
import { clearSession } from "./session-query";

/**
 * Logout (spec §4): the server session ends, and user, token, profile, card validity and
 * registration are cleared. The language stays (the language store is left alone).
 */
export async function logOut(): Promise<void> {
  try {
    await signOut();
  } catch {
    // Already signed out or offline: the local state is cleared all the same.
  }
  forgetRedirect();
  clearSession();
}
