import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import {
  refreshSession,
  rememberRedirect,
  safeRedirectPath,
  useSession,
  verifyEmail,
} from "../../session";
import { verifyTokenOf } from "../auth-action";
import { ResendVerification } from "../components/resend-verification";
import "../../../components/form/forms.css";

/** How long the invalid-link message shows before going home (spec §5: "… and go to /"). */
export const INVALID_LINK_REDIRECT_MS = 4000;

type State = "verifying" | "verified" | "expired";

// One call per token, even when React runs effects twice in development.
const verifications = new Map<string, Promise<unknown>>();

/**
 * /emailverification and /verifyEmail: verifies the link's `verifyToken`, then offers the way on
 * (its `redirectUrl`). Without a token: 'Invalid Email Verification Link', then home.
 */
export function EmailVerificationPage() {
  usePageTitle("page.emailVerification.title");
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const token = verifyTokenOf(query);
  const redirectUrl = safeRedirectPath(query.get("redirectUrl")) ?? "/deals";
  const session = useSession();
  const [state, setState] = useState<State>("verifying");

  useEffect(() => {
    if (!token) {
      const timer = window.setTimeout(
        () => navigate("/", { replace: true }),
        INVALID_LINK_REDIRECT_MS,
      );
      return () => window.clearTimeout(timer);
    }
    let call = verifications.get(token);
    if (!call) {
      call = verifyEmail(token);
      verifications.set(token, call);
    }
    let live = true;
    call.then(
      () => {
        if (!live) return;
        setState("verified");
        void refreshSession();
      },
      () => live && setState("expired"),
    );
    return () => {
      live = false;
    };
  }, [token, navigate]);

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.emailVerification.title" />
      </h1>
      <Card as="div">
        {!token ? (
          <>
            <FormAlert>
              <FormattedMessage id="validation.verification_link.invalid" />
            </FormAlert>
            <p className="auth-footer">
              <ButtonLink to="/" variant="primary">
                <FormattedMessage id="auth.verify.home" />
              </ButtonLink>
            </p>
          </>
        ) : state === "verifying" ? (
          <AppLoading />
        ) : state === "verified" ? (
          <>
            <FormAlert tone="success">
              <p>
                <FormattedMessage id="auth.verify.done" />
              </p>
            </FormAlert>
            <p className="auth-footer">
              {session.isLoggedIn ? (
                <ButtonLink to={redirectUrl} variant="primary">
                  <FormattedMessage id="auth.verify.continue" />
                </ButtonLink>
              ) : (
                <ButtonLink
                  to="/login"
                  variant="primary"
                  onClick={() => rememberRedirect(redirectUrl)}
                >
                  <FormattedMessage id="shell.cta.login" />
                </ButtonLink>
              )}
            </p>
          </>
        ) : (
          <>
            <FormAlert>
              <FormattedMessage id="auth.verify.expired" />
            </FormAlert>
            {session.isLoggedIn ? (
              <ResendVerification redirect={redirectUrl} />
            ) : (
              <p className="auth-footer">
                <ButtonLink
                  to="/login"
                  variant="primary"
                  onClick={() => rememberRedirect("/profile")}
                >
                  <FormattedMessage id="auth.verify.loginToResend" />
                </ButtonLink>
              </p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
