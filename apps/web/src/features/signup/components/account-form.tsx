import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormError } from "../../../components/form/form-alert";
import { BirthDateField, NameFields } from "../../../components/form/person-fields";
import { SubmitButton } from "../../../components/form/submit-button";
import { openModal } from "../../../components/modal/modal-store";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { peekRedirect, refreshSession, register } from "../../session";
import { createAccount } from "../create-account";
import { useSignUpDraft, validateDraft } from "../signup-draft";
import { CheckInboxNotice } from "./check-inbox-notice";
import { NewCredentialFields } from "./new-credential-fields";

const link = (to: string) => (chunks: ReactNode) => (
  <Link to={to} target="_blank" rel="noopener">
    {chunks}
  </Link>
);

/**
 * The account-creation form of /signup (spec §2.3, §3 sign-up draft). A visitor gives e-mail and
 * password too ("account"); a signed-in user who is not registered yet only the rest ("register").
 * Then: sign-up (which never says whether the e-mail was known), sign-in, registration, the
 * verification dialog, and the additional questions.
 */
export function AccountForm({ mode, next }: { mode: "account" | "register"; next: string }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const { draft, update, reset } = useSignUpDraft();
  const formRef = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const withCredentials = mode === "account";
  const errors = dirty ? validateDraft(draft, new Date(), withCredentials) : {};

  const set =
    <K extends "email" | "password" | "birthdate" | "firstName" | "lastName">(field: K) =>
    (value: string) => {
      update({ [field]: value });
      setApiError(null);
    };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDirty(true);
    if (Object.keys(validateDraft(draft, new Date(), withCredentials)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    const email = draft.email.trim();
    try {
      if (withCredentials) {
        const outcome = await createAccount({
          email,
          password: draft.password,
          name: `${draft.firstName.trim()} ${draft.lastName.trim()}`,
          language,
          // The verification link leads on to where the sign-up is headed (an in-store card's
          // activation from its QR link), so verifying first does not lose it.
          callbackURL: peekRedirect() ?? "/deals",
        });
        if (outcome === "check-inbox") {
          setCheckInbox(email);
          setBusy(false);
          return;
        }
      }
      try {
        await register({
          first_name: draft.firstName.trim(),
          last_name: draft.lastName.trim(),
          birth_date: draft.birthdate,
          email_opt_in: draft.emailOptIn,
          language,
          // The terms and privacy policy were just accepted: no policy-update notice for them.
          alerts: { policy: 1 },
        });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "already_registered")) throw error;
      }
      await refreshSession();
      reset();
      navigate(next, { replace: true });
      if (withCredentials) openModal("email-verification", { email });
    } catch (error) {
      setApiError(errorMessageId(error));
      setBusy(false);
    }
  }

  if (checkInbox) return <CheckInboxNotice email={checkInbox} password={draft.password} />;

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormError message={apiError} />
      {withCredentials && (
        <NewCredentialFields
          values={draft}
          errors={errors}
          onEmailChange={set("email")}
          onPasswordChange={set("password")}
        />
      )}
      <NameFields
        first={{
          name: "firstName",
          value: draft.firstName,
          onValueChange: set("firstName"),
          error: errors.firstName,
        }}
        last={{
          name: "lastName",
          value: draft.lastName,
          onValueChange: set("lastName"),
          error: errors.lastName,
        }}
      />
      <BirthDateField
        name="birthdate"
        value={draft.birthdate}
        onValueChange={set("birthdate")}
        error={errors.birthdate}
      />
      <CheckboxField
        name="emailOptIn"
        label={<FormattedMessage id="signup.field.emailOptIn" />}
        checked={draft.emailOptIn}
        onCheckedChange={(checked) => update({ emailOptIn: checked })}
      />
      <CheckboxField
        name="agree"
        label={
          <FormattedMessage
            id="signup.field.agree"
            values={{ terms: link("/terms"), privacy: link("/privacy") }}
          />
        }
        checked={draft.agree}
        onCheckedChange={(checked) => update({ agree: checked })}
        error={errors.agree}
        required
      />
      <SubmitButton busy={busy}>
        <FormattedMessage
          id={
            busy
              ? "signup.submitting"
              : mode === "account"
                ? "signup.submit"
                : "signup.register.submit"
          }
        />
      </SubmitButton>
    </form>
  );
}
