import { shouldPushPolicyNotice } from "@spc/shared";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { openModalWhenFree } from "../../../components/modal/modal-store";
import { parseLanguagePrefix } from "../../../i18n/language-prefix";
import { setRequestHeaderSource } from "../../../lib/api-client";
import { firstTimeThisSession } from "../../../lib/storage";
import { logCookieConsent, onConsentChosen, useConsent } from "../../cookies";
import { useAllowedLoginCheck } from "../allowed-login-check";
import { exchangeCustomToken } from "../api/exchange-custom-token";
import { rememberRedirect } from "../redirect-memory";
import { refreshSession, type SessionView, useSession } from "../session-query";
import { readStartupParams, withoutAutoLoginParams } from "../startup-params";
import { useExtensionHandoff } from "../use-extension-handoff";
import { useLanguageSync } from "../use-language-sync";
import { rememberUtm, utmHeaders } from "../utm-memory";

// Spec §2.2: the partner redirect never reads, acts on or strips the startup parameters.
const STARTUP_EXEMPT_PATHS = new Set(["/redirect-to-partner"]);

/** Whether a path (with or without its /fr or /en marker) skips startup handling. */
export function isStartupExempt(pathname: string): boolean {
  const { path } = parseLanguagePrefix(pathname);
  return STARTUP_EXEMPT_PATHS.has(path.length > 1 ? path.replace(/\/+$/, "") : path);
}

/** Startup parameters of spec §2.5, read once when the app starts (not on an exempt route). */
function useStartupParams() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (isStartupExempt(pathname)) return;
    rememberUtm(search, new Date());
    const params = readStartupParams(search);
    if (params.redirectUrl) rememberRedirect(params.redirectUrl);
    if (params.customToken) {
      // The API signs out any current session before exchanging the token (once).
      exchangeCustomToken(params.customToken)
        .catch((error) => console.error("Auto-login failed", error))
        .finally(() => {
          navigate(`${pathname}${withoutAutoLoginParams(search)}${hash}`, { replace: true });
          void refreshSession();
        });
    }
  }, [navigate, pathname, search, hash]);
}

/**
 * The utm header on every call while a member is signed in (spec §7) — and only once they have
 * accepted marketing cookies: the campaign that brought them is marketing data (issue 19).
 */
function useUtmHeader(view: SessionView) {
  const token = view.snapshot.token;
  const marketing = useConsent()?.categories.marketing === true;
  useEffect(() => {
    setRequestHeaderSource(token && marketing ? () => utmHeaders(token, new Date()) : null);
    return () => setRequestHeaderSource(null);
  }, [token, marketing]);
}

/** A signed-in member's cookie choices are kept on the server as proof of consent (Law 25). */
function useConsentProof(view: SessionView) {
  const signedIn = view.snapshot.token !== null;
  useEffect(() => {
    if (!signedIn) return;
    return onConsentChosen((consent) => {
      logCookieConsent(consent).catch((error) =>
        console.error("Keeping the consent failed", error),
      );
    });
  }, [signedIn]);
}

const POLICY_SHOWN_KEY = "policyNoticeSession";

/** The policy notice, once per login (session) while alerts.policy < 1 (spec §4). */
function usePolicyNotice(view: SessionView) {
  const sessionId = view.snapshot.sessionId;
  const policy = view.snapshot.profile?.alerts?.policy;
  const hasProfile = view.snapshot.profile !== null;
  useEffect(() => {
    if (!hasProfile || !sessionId) return;
    if (!shouldPushPolicyNotice(policy)) return;
    if (!firstTimeThisSession(POLICY_SHOWN_KEY, sessionId)) return;
    // After any dialog the member has open (the offer's code asked for right after signing in).
    openModalWhenFree("policy-notice");
  }, [hasProfile, sessionId, policy]);
}

/** Session behaviour that is not a page: mounted once in the root layout. */
export function SessionEffects() {
  const view = useSession();
  useStartupParams();
  const { pathname } = useLocation();
  useExtensionHandoff(view, isStartupExempt(pathname));
  useUtmHeader(view);
  useConsentProof(view);
  useAllowedLoginCheck(view);
  useLanguageSync(view);
  usePolicyNotice(view);
  return null;
}
