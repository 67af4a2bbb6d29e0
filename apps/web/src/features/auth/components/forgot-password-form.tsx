import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { EmailField } from "../../../components/form/credential-fields";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { requestPasswordReset } from "../../session";
import { validateEmailField } from "../validation";

/** Password reset request: the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const error = submitted ? validateEmailField(email) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmailField(email)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (caught) {
      setApiError(errorMessageId(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1>
        <FormattedMessage id="auth.reset.requestTitle" />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage id="auth.reset.requestLead" />
      </p>
      <Card as="div">
        {sent ? (
          <FormAlert tone="success">
            <FormattedMessage id="auth.reset.requestSent" values={{ email: email.trim() }} />
          </FormAlert>
        ) : (
          <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
            <FormError message={apiError} />
            <EmailField
              value={email}
              onValueChange={(value) => {
                setEmail(value);
                setApiError(null);
              }}
              error={error}
              autoComplete="email"
            />
            <SubmitButton busy={busy}>
              <FormattedMessage id="auth.reset.requestSubmit" />
            </SubmitButton>
          </form>
        )}
      </Card>
      <p className="auth-footer">
        <Button type="button" variant="link" onClick={onBack}>
          <FormattedMessage id="auth.reset.backToLogin" />
        </Button>
      </p>
    </>
  );
}
