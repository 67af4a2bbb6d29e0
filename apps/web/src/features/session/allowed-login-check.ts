import { needsAllowedLoginCheck } from "@spc/shared";
import { useEffect, useRef } from "react";
import { isAllowedLogin } from "./api/users-api";
import { logOut } from "./log-out";
import type { SessionView } from "./session-query";

/**
 * Spec §4: a logged-in e-mail/password user is checked with the allowed-login call (a locked
 * account is logged out). The session itself says how it was opened: one opened with Google,
 * Facebook or Apple skips the check, whatever else the account has linked. Once per session.
 */
export function useAllowedLoginCheck(view: SessionView) {
  const checked = useRef<string | null>(null);
  const { user, sessionId, signInMethod } = view.snapshot;
  useEffect(() => {
    if (!user || !sessionId || checked.current === sessionId) return;
    checked.current = sessionId;
    if (!needsAllowedLoginCheck(signInMethod)) return;
    isAllowedLogin(user.email)
      .then((state) => (state.is_allowed ? undefined : logOut()))
      .catch((error) => console.error("The allowed-login check failed", error));
  }, [user, sessionId, signInMethod]);
}
