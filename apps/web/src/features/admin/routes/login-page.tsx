import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { EmailField, PasswordField } from "../../../components/form/credential-fields";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { signInWithEmail } from "../../session";
import { useStaffMe } from "../api/get-staff-me";
import { adminKeys } from "../api/keys";
import { verifyBackupCode, verifyTotp } from "../api/two-factor";
import { codeErrorMessage, isTotpCode, normaliseTotp } from "../code-errors";
import { AdminFrame } from "../components/admin-frame";
import { TotpCodeField } from "../components/totp-code-field";
import { afterStaffLogin } from "../guard-decision";

type Step = "password" | "totp" | "backup";

/**
 * /admin/login: e-mail and password, then (an account with a second factor answers
 * `twoFactorRedirect`) the authenticator's code or a backup code. Afterwards, the page the person
 * was sent from (`next`), else the dashboard; the guard there takes a staff member without a
 * second factor to the set-up and a member to the not-allowed page.
 */
export function AdminLoginPage() {
  usePageTitle("admin.login.title");
  const me = useStaffMe();
  const [params] = useSearchParams();
  const next = afterStaffLogin(params.get("next"));
  const signingIn = useRef(false);

  if (me.isPending) return <AppLoading />;
  // Already signed in as staff (the back button, a bookmark): straight on.
  if (me.isSuccess && !signingIn.current) return <Navigate to={next} replace />;

  return (
    <AdminFrame>
      <div className="admin-login">
        <h1>
          <FormattedMessage id="admin.login.title" />
        </h1>
        {params.get("expired") === "1" && (
          <FormAlert tone="info">
            <FormattedMessage id="admin.login.expired" />
          </FormAlert>
        )}
        <Card as="div">
          <StaffSignIn next={next} signingIn={signingIn} />
        </Card>
      </div>
    </AdminFrame>
  );
}

function StaffSignIn({ next, signingIn }: { next: string; signingIn: { current: boolean } }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);

  const emailError =
    submitted && step === "password" && !/^\S+@\S+\.\S+$/.test(email.trim())
      ? ({ message: "admin.login.error.email" } as const)
      : null;
  const passwordError =
    submitted && step === "password" && password === ""
      ? ({ message: "admin.login.error.password" } as const)
      : null;
  const codeError =
    submitted && step === "totp" && !isTotpCode(code)
      ? ({ message: "admin.login.error.codeFormat" } as const)
      : submitted && step === "backup" && code.trim() === ""
        ? ({ message: "admin.login.error.backupEmpty" } as const)
        : null;

  async function finish() {
    // A new session: whatever the back office knew about the previous one is dropped.
    client.removeQueries({ queryKey: adminKeys.all() });
    navigate(next, { replace: true });
  }

  function goTo(nextStep: Step) {
    setStep(nextStep);
    setCode("");
    setSubmitted(false);
    setApiError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const invalid =
      step === "password"
        ? !/^\S+@\S+\.\S+$/.test(email.trim()) || password === ""
        : step === "totp"
          ? !isTotpCode(code)
          : code.trim() === "";
    if (invalid) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setApiError(null);
    try {
      if (step === "password") {
        signingIn.current = true;
        const answer = await signInWithEmail({ email, password });
        if ("twoFactorRedirect" in answer && answer.twoFactorRedirect) {
          signingIn.current = false;
          goTo("totp");
          setBusy(false);
          return;
        }
        await finish();
        return;
      }
      signingIn.current = true;
      await (step === "totp" ? verifyTotp(normaliseTotp(code)) : verifyBackupCode(code));
      await finish();
    } catch (error) {
      signingIn.current = false;
      setBusy(false);
      if (step === "password") {
        setApiError(errorMessageId(error, "admin.login.error.generic"));
        return;
      }
      const { message, restart } = codeErrorMessage(error, step);
      if (restart) {
        setStep("password");
        setPassword("");
        setSubmitted(false);
      }
      setApiError(message);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormError message={apiError} />
      {step === "password" ? (
        <>
          <EmailField
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setApiError(null);
            }}
            error={emailError}
            autoComplete="username"
          />
          <PasswordField
            name="password"
            label={<FormattedMessage id="admin.login.password" />}
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setApiError(null);
            }}
            error={passwordError}
            autoComplete="current-password"
            required
          />
          <SubmitButton busy={busy}>
            <FormattedMessage id={busy ? "admin.login.submitting" : "admin.login.submit"} />
          </SubmitButton>
        </>
      ) : (
        <>
          <h2 className="admin-login__step">
            <FormattedMessage id="admin.login.codeTitle" />
          </h2>
          {step === "totp" ? (
            <TotpCodeField
              label={<FormattedMessage id="admin.login.code" />}
              hint={<FormattedMessage id="admin.login.codeHint" />}
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setApiError(null);
              }}
              error={codeError}
              autoFocus
            />
          ) : (
            <TextField
              name="backup-code"
              label={<FormattedMessage id="admin.login.backupCode" />}
              hint={<FormattedMessage id="admin.login.backupHint" />}
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setApiError(null);
              }}
              error={codeError}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
            />
          )}
          <SubmitButton busy={busy}>
            <FormattedMessage id={busy ? "admin.login.verifying" : "admin.login.verify"} />
          </SubmitButton>
          <p className="auth-form__links">
            <Button variant="link" onClick={() => goTo(step === "totp" ? "backup" : "totp")}>
              <FormattedMessage
                id={step === "totp" ? "admin.login.useBackup" : "admin.login.useTotp"}
              />
            </Button>
            <Button variant="link" onClick={() => goTo("password")}>
              <FormattedMessage id="admin.login.restart" />
            </Button>
          </p>
        </>
      )}
    </form>
  );
}
