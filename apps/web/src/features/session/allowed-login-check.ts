import { needsAllowedLoginCheck } from "@spc/shared";
import { useEffect } from "react";
import { firstTimeThisSession } from "../../lib/storage";
import { isAllowedLogin } from "./api/is-allowed-login";
import { logOut } from "./log-out";
import type { SessionView } from "./session-query";

const CHECKED_KEY = "allowedLoginChecked";

/**
 * Spec §4: a logged-in e-mail/password user is checked with the allowed-login call (a locked
 * account is logged out). The session itself says how it was opened: one opened with Google,
 * Facebook or Apple skips the check, whatever else the account has linked. Once per session and
 * tab (remembered in sessionStorage), not on every page load: the server answers the member's
 * own question without a sign-in budget, but there is no reason to ask it fifteen times.
 */
export function useAllowedLoginCheck(view: SessionView) {
  const { user, sessionId, signInMethod } = view.snapshot;
  useEffect(() => {
    if (!user || !sessionId || !firstTimeThisSession(CHECKED_KEY, sessionId)) return;
    if (!needsAllowedLoginCheck(signInMethod)) return;
    isAllowedLogin(user.email)
      .then((state) => (state.is_allowed ? undefined : logOut()))
      .catch((error) => console.error("The allowed-login check failed", error));
  }, [user, sessionId, signInMethod]);
}
