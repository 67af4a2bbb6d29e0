import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { AdditionalQuestionsForm, useCountry } from "../../profile";
import {
  isSnapshotProfileComplete,
  PURCHASE_NAVIGATION_PARAM,
  takeRedirect,
  useSession,
} from "../../session";
import "../../../components/form/forms.css";

/** After the sign-up: the purchase when asked for, else the remembered route, else purchase. */
export function signupDestination(search: string): string {
  if (new URLSearchParams(search).get(PURCHASE_NAVIGATION_PARAM) === "true") {
    return "/signup/purchase";
  }
  return takeRedirect() ?? "/signup/purchase";
}

/** /signup/additional: the additional questions as the last sign-up step (a gated page). */
export function SignupAdditionalPage() {
  usePageTitle("page.signupAdditional.title");
  const { search } = useLocation();
  const navigate = useNavigate();
  const country = useCountry();
  const { snapshot } = useSession();
  // Decided once: saving the answers completes the profile, and the form navigates itself.
  const [alreadyComplete] = useState(() => isSnapshotProfileComplete(snapshot, country));

  if (alreadyComplete) return <Navigate to={signupDestination(search)} replace />;

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.signupAdditional.title" />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage id="signup.additional.lead" />
      </p>
      <Card as="div">
        <AdditionalQuestionsForm
          submitLabel="signup.additional.submit"
          onSaved={() => navigate(signupDestination(search), { replace: true })}
        />
      </Card>
    </div>
  );
}
