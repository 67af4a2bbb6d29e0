import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { getPreferences, type NewsletterPreferences, savePreferences } from "../api/email-opt-api";
import { confirmErrorMessage } from "./newsletter-confirm-page";

/**
 * /newsletter/preferences?token= : the page every marketing e-mail links to (decision 0044). It
 * shows the (masked) address and its state, and unsubscribes or subscribes again in one press.
 */
export function NewsletterPreferencesPage() {
  usePageTitle("page.newsletterPreferences.title");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [preferences, setPreferences] = useState<NewsletterPreferences | null>(null);
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<MessageId | null>(null);

  useEffect(() => {
    if (!token) {
      setError("newsletter.confirm.invalid");
      return;
    }
    const controller = new AbortController();
    getPreferences(token, controller.signal).then(setPreferences, (cause) => {
      if (!controller.signal.aborted) setError(confirmErrorMessage(cause));
    });
    return () => controller.abort();
  }, [token]);

  async function change(subscribed: boolean) {
    setBusy(true);
    setSaved(null);
    try {
      setPreferences(await savePreferences(token, subscribed));
      setSaved(
        subscribed ? "newsletter.preferences.saved.subscribed" : "newsletter.preferences.saved.off",
      );
    } catch (cause) {
      setError(confirmErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  const subscribed = preferences?.status === "confirmed";
  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.newsletterPreferences.title" />
      </h1>
      {!preferences && !error && (
        <p role="status">
          <FormattedMessage id="newsletter.preferences.loading" />
        </p>
      )}
      {preferences && (
        <>
          <p>
            <FormattedMessage
              id={
                subscribed
                  ? "newsletter.preferences.state.on"
                  : preferences.status === "pending"
                    ? "newsletter.preferences.state.pending"
                    : "newsletter.preferences.state.off"
              }
              values={{ email: preferences.email }}
            />
          </p>
          <Button
            type="button"
            variant={subscribed ? "secondary" : "primary"}
            busy={busy}
            onClick={() => void change(!subscribed)}
          >
            <FormattedMessage
              id={
                subscribed
                  ? "newsletter.preferences.unsubscribe"
                  : "newsletter.preferences.subscribe"
              }
            />
          </Button>
        </>
      )}
      <div aria-live="polite">
        {saved && (
          <FormAlert tone="success">
            <FormattedMessage id={saved} />
          </FormAlert>
        )}
        {error && (
          <FormAlert>
            <FormattedMessage id={error} />
          </FormAlert>
        )}
      </div>
    </div>
  );
}
