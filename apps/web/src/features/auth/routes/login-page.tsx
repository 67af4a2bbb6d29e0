import { signedInDestination } from "@spc/shared";
import { type FormEvent, useRef, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { EmailField, PasswordField } from "../../../components/form/credential-fields";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import {
  afterLoginDestination,
  deriveSessionView,
  loginFailState,
  peekRedirect,
  refreshSession,
  signInWithEmail,
  takeRedirect,
  useSession,
} from "../../session";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { SocialSignIn } from "../components/social-sign-in";
import { type Credentials, validateCredentials } from "../validation";

export type SignInValues = Credentials;

/** Sign-in form rules: both fields required, the e-mail well-formed. */
export const validateSignIn = (values: SignInValues) => validateCredentials(values, "current");

/**
 * /login (spec §2.3): a logged-in user is sent where they belong (/signup until registered, the
 * purchase without a card, /deals with one); after login, the remembered route.
 */
export function LoginPage() {
  usePageTitle("page.login.title");
  const session = useSession();
  const [mode, setMode] = useState<"sign-in" | "reset">("sign-in");
  const signingIn = useRef(false);

  if (session.loading) return <AppLoading />;
  if (session.isLoggedIn && !signingIn.current) {
    return <Navigate to={signedInDestination(session)} replace />;
  }

  return (
    <div className="auth-page">
      {mode === "sign-in" ? (
        <>
          <h1>
            <FormattedMessage id="page.login.title" />
          </h1>
          <p className="auth-page__lead">
            <FormattedMessage id="auth.login.lead" />
          </p>
          <Card as="div">
            <SignInForm signingIn={signingIn} onForgot={() => setMode("reset")} />
            <SocialSignIn />
          </Card>
          <p className="auth-footer">
            <FormattedMessage id="auth.login.noAccount" />{" "}
            <Link to="/signup">
              <FormattedMessage id="auth.login.createAccount" />
            </Link>
          </p>
        </>
      ) : (
        <ForgotPasswordForm onBack={() => setMode("sign-in")} />
      )}
    </div>
  );
}

/**
 * A wrong password says so; on the attempt before the lock it also says that the next failure
 * pauses logging in (remaining_attempts 1 of the read-only lock state; if that call fails, the
 * plain message stands).
 */
async function failedSignInMessage(error: unknown, email: string): Promise<MessageId> {
  const message = errorMessageId(error);
  if (!(error instanceof ApiError) || error.status !== 401) return message;
  try {
    const state = await loginFailState(email);
    return state.is_allowed && state.remaining_attempts === 1 ? "auth.error.lastAttempt" : message;
  } catch {
    return message;
  }
}

export function SignInForm({
  signingIn,
  onForgot,
}: {
  signingIn: { current: boolean };
  onForgot: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignInValues>({ email: "", password: "" });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const errors = submitted ? validateSignIn(values) : {};

  const set = (field: keyof SignInValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setApiError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateSignIn(values)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    signingIn.current = true;
    try {
      await signInWithEmail(values);
      const snapshot = await refreshSession();
      const view = deriveSessionView(snapshot, new Date());
      const destination = afterLoginDestination({
        isRegistered: view.isRegistered,
        // An unregistered user keeps the remembered route for after the sign-up.
        remembered: view.isRegistered ? takeRedirect() : peekRedirect(),
      });
      navigate(destination, { replace: true });
    } catch (error) {
      signingIn.current = false;
      setApiError(await failedSignInMessage(error, values.email));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormError message={apiError} />
      <EmailField
        value={values.email}
        onValueChange={set("email")}
        error={errors.email}
        autoComplete="username"
      />
      <PasswordField
        name="password"
        label={<FormattedMessage id="auth.field.password" />}
        value={values.password}
        onValueChange={set("password")}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <p className="auth-form__links">
        <Button type="button" variant="link" onClick={onForgot}>
          <FormattedMessage id="auth.login.forgot" />
        </Button>
      </p>
      <SubmitButton busy={busy}>
        {busy
          ? intl.formatMessage({ id: "auth.login.submitting" })
          : intl.formatMessage({ id: "auth.login.submit" })}
      </SubmitButton>
    </form>
  );
}
