import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { ApiError } from "../../../lib/api-client";
import { sendVerificationEmail } from "../../session/api/users-api";
import {
  RESEND_COOLDOWN_SECONDS,
  resendSecondsLeft,
  startResendCountdown,
} from "../resend-countdown";
import { FormAlert } from "./fields";

type Notice = "sent" | "rateLimited" | "failed" | "alreadyVerified" | null;

/** Resend the verification e-mail, with a countdown and the server's rate-limit flag (spec §4). */
export function ResendVerification({ redirect }: { redirect?: string }) {
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setSecondsLeft(resendSecondsLeft()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  async function resend() {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await sendVerificationEmail(redirect);
      if (answer.email_verified) {
        setNotice("alreadyVerified");
      } else if (answer.rate_limited) {
        startResendCountdown(answer.retry_after_seconds);
        setNotice("rateLimited");
      } else {
        startResendCountdown(answer.retry_after_seconds || RESEND_COOLDOWN_SECONDS);
        setNotice("sent");
      }
    } catch (error) {
      // Too many requests: the rate-limit flag is set and resend stays available (spec §4).
      setNotice(error instanceof ApiError && error.status === 429 ? "rateLimited" : "failed");
    } finally {
      setSecondsLeft(resendSecondsLeft());
      setBusy(false);
    }
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
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void resend()}
        disabled={busy || waiting}
        aria-busy={busy || undefined}
      >
        {waiting ? (
          <FormattedMessage id="auth.verify.resendIn" values={{ seconds: String(secondsLeft) }} />
        ) : (
          <FormattedMessage id="auth.verify.resend" />
        )}
      </button>
    </div>
  );
}
