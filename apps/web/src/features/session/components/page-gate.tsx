import { type ComponentType, type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { ButtonLink } from "../../../components/button/button-link";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useRoutePageTitle } from "../../../i18n/use-page-title";
import { decideGate, type PageGate } from "../gating";
import { rememberRedirect } from "../redirect-memory";
import { useSession } from "../session-query";
import { CreateAccountLink } from "./create-account-link";
import "./session.css";

/**
 * Renders a gated page (spec §2.6) for whoever may see it. The route's loader already waited
 * for the session, so the first render never flashes the page; this component keeps deciding
 * while the session changes (a logout on /profile shows the prompt, a login shows the page).
 */
export function GatedPage({ gate, children }: { gate: PageGate; children?: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const decision = decideGate(gate, session);

  useEffect(() => {
    if (decision.kind === "login-prompt") {
      rememberRedirect(here);
      openModal("login-prompt", { redirectTo: here, reason: "page" });
    } else if (decision.kind === "redirect") {
      rememberRedirect(here);
    }
  }, [decision.kind, here]);

  switch (decision.kind) {
    case "loading":
      return <AppLoading />;
    case "redirect":
      return <Navigate to={decision.to} replace />;
    case "login-prompt":
      return <LoginRequired redirectTo={here} />;
    default:
      return children;
  }
}

/** What stays behind the login prompt (and after it is closed): the way to log in. */
export function LoginRequired({ redirectTo }: { redirectTo: string }) {
  // The page itself never renders behind the prompt: the tab still names it ("Profile | SPC").
  useRoutePageTitle("auth.gate.title");
  return (
    <section className="page page--centered" aria-labelledby="login-required-title">
      <h1 id="login-required-title">
        <FormattedMessage id="auth.gate.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="auth.gate.body" />
      </p>
      <div className="session-prompt__actions session-prompt__actions--inline">
        <ButtonLink to="/login" variant="primary" onClick={() => rememberRedirect(redirectTo)}>
          <FormattedMessage id="shell.cta.login" />
        </ButtonLink>
        <CreateAccountLink variant="secondary" redirectTo={redirectTo}>
          <FormattedMessage id="offer.loginPrompt.createAccount" />
        </CreateAccountLink>
      </div>
    </section>
  );
}

function RegisteredGate() {
  return (
    <GatedPage gate="registered">
      <Outlet />
    </GatedPage>
  );
}

function PurchaseGate() {
  return (
    <GatedPage gate="purchase">
      <Outlet />
    </GatedPage>
  );
}

/** The layout route around each gated page, per gate (see routes.tsx). */
export const GATE_LAYOUTS: Record<PageGate, ComponentType> = {
  registered: RegisteredGate,
  purchase: PurchaseGate,
};
