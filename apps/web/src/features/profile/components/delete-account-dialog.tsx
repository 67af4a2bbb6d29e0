import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { PasswordField } from "../../../components/form/credential-fields";
import type { FieldError } from "../../../components/form/field-error";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormAlert } from "../../../components/form/form-alert";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { reauthErrorMessageId, validateEmailField, validateRequired } from "../../auth";
import { clearSession, deleteAccount, reauthenticate, useSession } from "../../session";
import "../../../components/form/forms.css";

/** Deleting the account needs the e-mail and password again (spec §5 reauthentication). */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { snapshot } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(snapshot.user?.email ?? "");
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);

  const errors: { email?: FieldError; password?: FieldError } = {};
  if (submitted) {
    const emailIssue = validateEmailField(email);
    if (emailIssue) errors.email = emailIssue;
    const passwordIssue = validateRequired(password);
    if (passwordIssue) errors.password = passwordIssue;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmailField(email) || validateRequired(password)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    try {
      await reauthenticate({ email, password });
      await deleteAccount();
      clearSession();
      onClose();
      navigate("/?accountDeleted=true", { replace: true });
    } catch (error) {
      setApiError(reauthErrorMessageId(error));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "profile.delete.title" })}
      description={intl.formatMessage({ id: "profile.delete.body" })}
    >
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        {apiError && (
          <FormAlert>
            <FormattedMessage id={apiError} />
          </FormAlert>
        )}
        <TextField
          name="email"
          type="email"
          label={<FormattedMessage id="auth.field.email" />}
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          required
        />
        <PasswordField
          name="password"
          label={<FormattedMessage id="auth.field.password" />}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <div className="modal__actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            <FormattedMessage id="profile.delete.cancel" />
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
            <FormattedMessage id="profile.delete.confirm" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
