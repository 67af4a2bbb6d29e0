import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import { confirmSubscription } from "../api/email-opt-api";
import { writeSubscribedFlag } from "../email-opt-rules";

/** The link's outcome by error code (decision 0044): unknown link, expired link, anything else. */
export function confirmErrorMessage(error: unknown): MessageId {
  if (error instanceof ApiError && error.code === "token_expired") {
    return "newsletter.confirm.expired";
  }
  if (error instanceof ApiError && (error.code === "invalid_token" || error.status === 400)) {
    return "newsletter.confirm.invalid";
  }
  return "newsletter.popup.error";
}

/** /newsletter/confirm?token= : the double opt-in link of the confirmation e-mail (decision 0044). */
export function NewsletterConfirmPage() {
  usePageTitle("page.newsletterConfirm.title");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  // One confirmation per visit, even when effects run twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token) {
      setError("newsletter.confirm.invalid");
      return;
    }
    if (sent.current === token) return;
    sent.current = token;
    confirmSubscription(token).then(
      () => {
        writeSubscribedFlag(new Date());
        setDone(true);
      },
      (cause) => setError(confirmErrorMessage(cause)),
    );
  }, [token]);

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.newsletterConfirm.title" />
      </h1>
      {done && (
        <FormAlert tone="success">
          <FormattedMessage id="newsletter.confirm.done" />
        </FormAlert>
      )}
      {error && (
        <FormAlert>
          <FormattedMessage id={error} />
        </FormAlert>
      )}
      {!done && !error && (
        <p role="status">
          <FormattedMessage id="newsletter.confirm.checking" />
        </p>
      )}
      <ButtonLink to="/deals" variant="primary">
        <FormattedMessage id="newsletter.toDeals" />
      </ButtonLink>
    </div>
  );
}
