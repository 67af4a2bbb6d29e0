import { useEffect, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { SignInInput } from "../../session";
import { resendSecondsLeft } from "../resend-countdown";
import { type ResendNotice, resendVerificationEmail } from "../resend-flow";

/**
 * Resend the verification e-mail, with a countdown and the server's rate-limit flag (spec §4).
 * `credentials`: a user who just signed up but is not signed in (resend-flow.ts).
 */
export function ResendVerification({
  redirect,
  credentials,
}: {
  redirect?: string;
  credentials?: SignInInput;
}) {
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ResendNotice | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setSecondsLeft(resendSecondsLeft()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  async function resend() {
    setBusy(true);
    setNotice(null);
    setNotice(await resendVerificationEmail({ credentials, redirect }));
    setSecondsLeft(resendSecondsLeft());
    setBusy(false);
  }

  const waiting = secondsLeft > 0;
  return (
    <div className="auth-form">
      {notice === "sent" && (
        <FormAlert tone="success">
          <FormattedMessage id="auth.verify.resent" />
        </FormAlert>
      )}
      {notice === "alreadyVerified" && (
        <FormAlert tone="success">
          <FormattedMessage id="auth.verify.done" />
        </FormAlert>
      )}
      {notice === "rateLimited" && (
        <FormAlert tone="info">
          <FormattedMessage id="auth.verify.rateLimited" />
        </FormAlert>
      )}
      {notice === "failed" && (
        <FormAlert>
          <FormattedMessage id="auth.error.generic" />
        </FormAlert>
      )}
      <Button
        type="button"
        variant="secondary"
        onClick={() => void resend()}
        disabled={busy || waiting}
        aria-busy={busy || undefined}
      >
        {waiting ? (
          <FormattedMessage id="auth.verify.resendIn" values={{ seconds: String(secondsLeft) }} />
        ) : (
          <FormattedMessage id="auth.verify.resend" />
        )}
      </Button>
    </div>
  );
}
