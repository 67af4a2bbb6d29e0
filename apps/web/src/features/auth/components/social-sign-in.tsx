import { useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePublicConfig } from "../../content";
import { peekRedirect, signInWithProvider } from "../../session";

const PROVIDERS = ["google", "facebook", "apple"] as const;
type Provider = (typeof PROVIDERS)[number];

const LABELS: Record<Provider, MessageId> = {
  google: "auth.social.google",
  facebook: "auth.social.facebook",
  apple: "auth.social.apple",
};

/** Which social providers to offer: only those configured on the server (GET /api/config). */
export function configuredProviders(config: unknown): Provider[] {
  const list = (config as { auth_providers?: unknown } | undefined)?.auth_providers;
  if (!Array.isArray(list)) return [];
  return PROVIDERS.filter((provider) => list.includes(provider));
}

/** Social sign-in buttons; nothing at all when no provider has keys. */
export function SocialSignIn() {
  const providers = configuredProviders(usePublicConfig().data);
  const [error, setError] = useState<MessageId | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: Provider) {
    setError(null);
    try {
      // Back on /login the session exists, so the page continues to /signup and the gates.
      const answer = await signInWithProvider(provider, peekRedirect() ?? "/login");
      if (answer.url) window.location.assign(answer.url);
    } catch (caught) {
      setError(errorMessageId(caught));
    }
  }

  return (
    <>
      <p className="auth-divider">
        <FormattedMessage id="auth.social.or" />
      </p>
      {error && (
        <FormAlert>
          <FormattedMessage id={error} />
        </FormAlert>
      )}
      <div className="auth-social">
        {providers.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="primary"
            onClick={() => void start(provider)}
          >
            <FormattedMessage id={LABELS[provider]} />
          </Button>
        ))}
      </div>
    </>
  );
}
