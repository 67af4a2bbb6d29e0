import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { PasswordField } from "../../../components/form/credential-fields";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { adminKeys } from "../api/keys";
import { enableTwoFactor, type TwoFactorEnrolment, verifyTotp } from "../api/two-factor";
import { codeErrorMessage, isTotpCode, normaliseTotp } from "../code-errors";
import { BackupCodes } from "../components/backup-codes";
import { QrImage } from "../components/qr-image";
import { TotpCodeField } from "../components/totp-code-field";
import { UnsavedChangesDialog } from "../components/unsaved-changes-dialog";
import { groupKey, parseTotpUri } from "../totp-uri";
import { useStaff } from "../use-staff";
import { useUnsavedChanges } from "../use-unsaved-changes";

/**
 * /admin/two-factor: a staff member's first sign-in sets up the second factor (issue 20 §1):
 * password again, then the authenticator (QR code, or the key typed by hand), a code to confirm,
 * and the ten backup codes to keep. Then the dashboard.
 */
export function TwoFactorPage() {
  usePageTitle("admin.enrol.title");
  const staff = useStaff();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState("");
  // Leaving half-way loses the key shown and the codes: ask first.
  const blocker = useUnsavedChanges(password !== "" || (enrolment !== null && !confirmed));

  return (
    <section className="admin-page admin-enrol" aria-labelledby="admin-enrol-title">
      <h1 id="admin-enrol-title">
        <FormattedMessage id="admin.enrol.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.enrol.lead" />
      </p>
      {!enrolment ? (
        <PasswordStep
          password={password}
          onPassword={setPassword}
          onEnabled={(answer) => {
            setPassword("");
            setEnrolment(answer);
          }}
        />
      ) : !confirmed ? (
        <ScanStep enrolment={enrolment} onConfirmed={() => setConfirmed(true)} />
      ) : (
        <CodesStep codes={enrolment.backupCodes} account={staff.email} />
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}

function PasswordStep(props: {
  password: string;
  onPassword: (value: string) => void;
  onEnabled: (answer: TwoFactorEnrolment) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const error =
    submitted && !props.password ? ({ message: "admin.login.error.password" } as const) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!props.password) return focusFirstInvalid(formRef.current);
    setBusy(true);
    setApiError(null);
    try {
      props.onEnabled(await enableTwoFactor(props.password));
    } catch (failure) {
      setApiError(errorMessageId(failure, "admin.enrol.error.generic"));
      setBusy(false);
    }
  }

  return (
    <Card as="div">
      <h2>
        <FormattedMessage id="admin.enrol.step1" />
      </h2>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <FormError message={apiError} />
        <PasswordField
          name="password"
          label={<FormattedMessage id="admin.login.password" />}
          value={props.password}
          onValueChange={(value) => {
            props.onPassword(value);
            setApiError(null);
          }}
          error={error}
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={busy}>
          <FormattedMessage id="admin.enrol.start" />
        </SubmitButton>
      </form>
    </Card>
  );
}

function ScanStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: () => void;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const key = parseTotpUri(enrolment.totpURI);
  const error =
    submitted && !isTotpCode(code) ? ({ message: "admin.login.error.codeFormat" } as const) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!isTotpCode(code)) return focusFirstInvalid(formRef.current);
    setBusy(true);
    setApiError(null);
    try {
      await verifyTotp(normaliseTotp(code));
      // "Who am I" now says the factor is on; the guard reads it when the person continues.
      await client.invalidateQueries({ queryKey: adminKeys.me(), refetchType: "none" });
      onConfirmed();
    } catch (failure) {
      setApiError(codeErrorMessage(failure, "totp").message);
      setBusy(false);
    }
  }

  return (
    <Card as="div">
      <h2>
        <FormattedMessage id="admin.enrol.step2" />
      </h2>
      <p>
        <FormattedMessage id="admin.enrol.scan" />
      </p>
      <div className="admin-enrol__scan">
        <QrImage
          text={enrolment.totpURI}
          label={intl.formatMessage({ id: "admin.enrol.qrLabel" })}
        />
        {key && (
          <div>
            <p>
              <FormattedMessage id="admin.enrol.manual" />
            </p>
            <p className="admin-enrol__key">
              <span className="visually-hidden">
                <FormattedMessage id="admin.enrol.keyLabel" />{" "}
              </span>
              <code>{groupKey(key.secret)}</code>
            </p>
            <p className="admin-hint">
              <FormattedMessage
                id="admin.enrol.manualDetails"
                values={{ account: key.account, issuer: key.issuer ?? "SPC" }}
              />
            </p>
          </div>
        )}
      </div>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <FormError message={apiError} />
        <TotpCodeField
          label={<FormattedMessage id="admin.enrol.confirmCode" />}
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setApiError(null);
          }}
          error={error}
        />
        <SubmitButton busy={busy}>
          <FormattedMessage id="admin.enrol.confirm" />
        </SubmitButton>
      </form>
    </Card>
  );
}

function CodesStep({ codes, account }: { codes: readonly string[]; account: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <Card as="div">
      <h2>
        <FormattedMessage id="admin.enrol.step3" />
      </h2>
      <p>
        <FormattedMessage id="admin.enrol.codesLead" />
      </p>
      <BackupCodes codes={codes} account={account} />
      <Button
        variant="primary"
        onClick={async () => {
          await client.invalidateQueries({ queryKey: adminKeys.me() });
          navigate("/admin", { replace: true });
        }}
      >
        <FormattedMessage id="admin.enrol.done" />
      </Button>
    </Card>
  );
}
