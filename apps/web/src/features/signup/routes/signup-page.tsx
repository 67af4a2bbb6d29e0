import { Link, Navigate, useLocation } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { PURCHASE_NAVIGATION_PARAM, useSession } from "../../session";
import { AccountForm } from "../components/account-form";
import "../../../components/form/forms.css";

/** The back-to-school landing of spec §2.4 (event_id, campus_id). */
export const BACK_TO_SCHOOL_LANDING = "/bts-2025";

export type SignupBranch =
  | { kind: "forward"; to: string }
  | { kind: "loading" }
  | { kind: "account" }
  | { kind: "register" };

/** The branches of /signup (spec §2.3), in order. */
export function signupBranch(
  search: string,
  session: { loading: boolean; isLoggedIn: boolean; isRegistered: boolean },
): SignupBranch {
  const query = new URLSearchParams(search);
  const campus = query.get("campus_id");
  const event = query.get("event_id");
  if (campus && event) {
    const next = new URLSearchParams({ campus_id: campus, event_id: event });
    return { kind: "forward", to: `${BACK_TO_SCHOOL_LANDING}?${next.toString()}` };
  }
  if (session.loading) return { kind: "loading" };
  if (session.isRegistered) {
    // from_extension: the hand-off to the extension happens app-wide (session effects).
    return { kind: "forward", to: "/signup/purchase" };
  }
  return session.isLoggedIn ? { kind: "register" } : { kind: "account" };
}

/** Where the sign-up continues once the account exists: the additional questions. */
function additionalStep(search: string): string {
  const purchase = new URLSearchParams(search).get(PURCHASE_NAVIGATION_PARAM) === "true";
  return purchase ? `/signup/additional?${PURCHASE_NAVIGATION_PARAM}=true` : "/signup/additional";
}

/** /signup: the account-creation form and its branches. */
export function SignupPage() {
  const { search } = useLocation();
  const session = useSession();
  const branch = signupBranch(search, session);
  const register = branch.kind === "register";
  // The heading names the tab too: finishing an account reads differently from creating one.
  const title = register ? "signup.register.title" : "page.signup.title";
  usePageTitle(title);

  if (branch.kind === "forward") return <Navigate to={branch.to} replace />;
  if (branch.kind === "loading") return <AppLoading />;

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage id={register ? "signup.register.lead" : "signup.lead"} />
      </p>
      <Card as="div">
        <AccountForm mode={register ? "register" : "account"} next={additionalStep(search)} />
      </Card>
      {!register && (
        <p className="auth-footer">
          <FormattedMessage id="signup.haveAccount" />{" "}
          <Link to="/login">
            <FormattedMessage id="shell.cta.login" />
          </Link>
        </p>
      )}
    </div>
  );
}
