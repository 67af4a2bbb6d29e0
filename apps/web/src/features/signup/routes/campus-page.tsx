import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { CreateAccountLink } from "../../session";
import { readCampusToken } from "../campus";
import "../../../components/form/forms.css";

/**
 * The school-portal registration screen (spec §2.8 "other screens"): a student arriving from
 * the school portal (signed out, school code stored) learns why they are here and creates an
 * account, or logs in. The stored code waits for the school registration step.
 */
export function CampusPage() {
  usePageTitle("page.campus.title");
  const hasToken = readCampusToken() !== null;
  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.campus.title" />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage id={hasToken ? "campus.lead" : "campus.noToken"} />
      </p>
      <Card
        as="div"
        footer={
          <>
            <CreateAccountLink variant="primary" size="large">
              <FormattedMessage id="offer.loginPrompt.createAccount" />
            </CreateAccountLink>
            <ButtonLink to="/login" variant="secondary" size="large">
              <FormattedMessage id="shell.cta.login" />
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
