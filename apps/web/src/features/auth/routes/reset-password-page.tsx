import { type FormEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { PasswordField } from "../../../components/form/credential-fields";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { PasswordChecklist } from "../../../components/form/password-checklist";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { resetPassword } from "../../session";
import { validatePasswordField } from "../validation";
import "../../../components/form/forms.css";

/** /reset-password?token=… (from the e-mailed link, through /__/auth/action). */
export function ResetPasswordPage() {
  usePageTitle("page.resetPassword.title");
  const [params] = useSearchParams();
  const token = params.get("token") ?? params.get("resetToken") ?? "";
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const error = submitted ? validatePasswordField(password) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (validatePasswordField(password)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (caught) {
      setApiError(errorMessageId(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.resetPassword.title" />
      </h1>
      <Card as="div">
        {!token ? (
          <FormAlert>
            <FormattedMessage id="auth.error.invalidToken" />
          </FormAlert>
        ) : done ? (
          <>
            <FormAlert tone="success">
              <FormattedMessage id="auth.reset.done" />
            </FormAlert>
            <p className="auth-footer">
              <ButtonLink to="/login" variant="primary">
                <FormattedMessage id="shell.cta.login" />
              </ButtonLink>
            </p>
          </>
        ) : (
          <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
            <FormError message={apiError} />
            <PasswordField
              name="new-password"
              label={<FormattedMessage id="auth.field.newPassword" />}
              value={password}
              onValueChange={(value) => {
                setPassword(value);
                setApiError(null);
              }}
              error={error}
              hint={<PasswordChecklist password={password} />}
              autoComplete="new-password"
              required
            />
            <SubmitButton busy={busy}>
              <FormattedMessage id="auth.reset.submit" />
            </SubmitButton>
          </form>
        )}
      </Card>
    </div>
  );
}
