import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { parseLanguage } from "../../../i18n/language";
import { useLanguageStore } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { rememberAddressLanguage, unlockAccount } from "../../session";
import { resolveAuthAction } from "../auth-action";
import "../../../components/form/forms.css";

const unlocks = new Map<string, Promise<unknown>>();

/** /__/auth/action: the landing of every e-mailed link (verification, reset, unlock). */
export function AuthActionPage() {
  const { search } = useLocation();
  const action = resolveAuthAction(search);
  const title = action.kind === "unlock" ? "auth.unlock.title" : "page.authAction.title";
  usePageTitle(title);
  const language = parseLanguage(new URLSearchParams(search).get("lang"));
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const [unlock, setUnlock] = useState<"pending" | "done" | "failed">("pending");

  // The e-mail was written in the member's language: show the page in it too.
  useEffect(() => {
    if (!language) return;
    setLanguage(language, "address");
    rememberAddressLanguage();
  }, [language, setLanguage]);

  const unlockToken = action.kind === "unlock" ? action.token : null;
  useEffect(() => {
    if (!unlockToken) return;
    // Once per token, even when React runs effects twice in development.
    let call = unlocks.get(unlockToken);
    if (!call) {
      call = unlockAccount(unlockToken);
      unlocks.set(unlockToken, call);
    }
    call.then(
      () => setUnlock("done"),
      () => setUnlock("failed"),
    );
  }, [unlockToken]);

  if (action.kind === "forward") return <Navigate to={action.to} replace />;

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <Card as="div">
        {action.kind === "invalid" ? (
          <FormAlert>
            <FormattedMessage id="auth.error.invalidLink" />
          </FormAlert>
        ) : unlock === "pending" ? (
          <p role="status">
            <FormattedMessage id="auth.unlock.pending" />
          </p>
        ) : unlock === "done" ? (
          <FormAlert tone="success">
            <FormattedMessage id="auth.unlock.done" />
          </FormAlert>
        ) : (
          <FormAlert>
            <FormattedMessage id="auth.error.invalidToken" />
          </FormAlert>
        )}
        <p className="auth-footer">
          <ButtonLink to="/login" variant="primary">
            <FormattedMessage id="shell.cta.login" />
          </ButtonLink>
        </p>
      </Card>
    </div>
  );
}
