import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { Modal } from "../../../components/modal/modal";
import { openModal } from "../../../components/modal/modal-store";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { type Credentials, SocialSignIn, validateCredentials } from "../../auth";
import {
  PURCHASE_NAVIGATION_PARAM,
  peekRedirect,
  refreshSession,
  rememberRedirect,
} from "../../session";
import { createAccount } from "../create-account";
import { CheckInboxNotice } from "./check-inbox-notice";
import { NewCredentialFields } from "./new-credential-fields";
import "../../../components/form/forms.css";
import type { CreateAccountDialogProps } from "../dialogs";

export type CreateAccountValues = Credentials;

/** The dialog's rules: a well-formed e-mail and a password meeting every rule of spec §5. */
export const validateCreateAccount = (values: CreateAccountValues) =>
  validateCredentials(values, "new");

/** Where the new account continues: /signup finishes the registration (names, birth date, terms). */
export function afterCreateAccount(purchase: boolean): string {
  return purchase ? `/signup?${PURCHASE_NAVIGATION_PARAM}=true` : "/signup";
}

/**
 * The create-account dialog of spec §2.8: e-mail + password (or a social provider when one is
 * configured). The account exists and is signed in when it closes; /signup then asks for the rest
 * of the registration, and the verification dialog says where the link went.
 */
export function CreateAccountDialog({
  redirectTo,
  purchase = false,
  onClose,
}: CreateAccountDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<CreateAccountValues>({ email: "", password: "" });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const errors = submitted ? validateCreateAccount(values) : {};

  useEffect(() => {
    if (redirectTo) rememberRedirect(redirectTo);
  }, [redirectTo]);

  // After the dialog's own open focus (which remembers the opener for focus return), the e-mail
  // field takes focus: it is what the person came to fill in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => emailRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const set = (field: keyof CreateAccountValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setApiError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateCreateAccount(values)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    const email = values.email.trim();
    try {
      const outcome = await createAccount({
        email,
        password: values.password,
        // A provisional identity name: the registration step asks for first and last names.
        name: email.split("@")[0] ?? email,
        language,
        callbackURL: peekRedirect() ?? "/deals",
      });
      if (outcome === "check-inbox") {
        setCheckInbox(email);
        setBusy(false);
        return;
      }
      await refreshSession();
      navigate(afterCreateAccount(purchase));
      // Replaces this dialog: the link went out once, resend from there.
      openModal("email-verification", { email });
    } catch (error) {
      setApiError(errorMessageId(error));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "signup.dialog.title" })}
      description={intl.formatMessage({ id: "signup.dialog.lead" })}
    >
      {checkInbox ? (
        <CheckInboxNotice email={checkInbox} password={values.password} onLogin={onClose} />
      ) : (
        <>
          <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
            <FormError message={apiError} />
            <NewCredentialFields
              emailRef={emailRef}
              values={values}
              errors={errors}
              onEmailChange={set("email")}
              onPasswordChange={set("password")}
            />
            <SubmitButton busy={busy}>
              <FormattedMessage id={busy ? "signup.submitting" : "signup.submit"} />
            </SubmitButton>
          </form>
          <SocialSignIn />
          <p className="auth-footer">
            <FormattedMessage id="signup.haveAccount" />{" "}
            <Link to="/login" onClick={onClose}>
              <FormattedMessage id="shell.cta.login" />
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
