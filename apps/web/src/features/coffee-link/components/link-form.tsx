import type { TimsLinkingResponse } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { trackEvent } from "../../cookies";
import { useLinkRewardsAccount } from "../api/link-rewards-account";
import { canSubmitLink, linkErrorMessage, linkingEmailsValid } from "../linking-rules";
import "../../../components/form/forms.css";

/**
 * The coffee-chain account-link form (spec §2.8, §4, §5): the rewards e-mail and its
 * confirmation. The §5 message shows once a confirmation is typed and the pair is not valid;
 * submit is disabled while invalid, sending or after a refusal, and editing a field clears it.
 */
export function LinkForm({ onLinked }: { onLinked: (status: TimsLinkingResponse) => void }) {
  const [email, setEmail] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [linkError, setLinkError] = useState<MessageId | null>(null);
  const link = useLinkRewardsAccount();
  const loading = link.isPending;
  const invalid = !linkingEmailsValid(email, confirmation);
  const showRule = invalid && confirmation.trim() !== "";
  const enabled = canSubmitLink({ email, confirmation, loading, linkError: linkError !== null });

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setLinkError(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    link.mutate(
      { email, confirmation },
      {
        onSuccess: (status) => {
          trackEvent("coffee_link_succeeded");
          onLinked(status);
        },
        onError: (error) => {
          const message = linkErrorMessage(error);
          trackEvent("coffee_link_failed", { reason: message.slice(message.lastIndexOf(".") + 1) });
          setLinkError(message);
        },
      },
    );
  }

  return (
    <form className="coffee-link-form" onSubmit={submit} noValidate>
      <TextField
        name="th_email"
        type="email"
        autoComplete="email"
        required
        label={<FormattedMessage id="coffeeLink.form.email" />}
        value={email}
        onValueChange={edit(setEmail)}
      />
      <TextField
        name="th_email_confirmation"
        type="email"
        autoComplete="off"
        required
        label={<FormattedMessage id="coffeeLink.form.confirm" />}
        value={confirmation}
        onValueChange={edit(setConfirmation)}
        error={showRule ? { message: "validation.linking.emails_invalid" } : null}
        announceError
      />
      {linkError && (
        <FormAlert>
          <FormattedMessage id={linkError} />
        </FormAlert>
      )}
      <Button type="submit" variant="primary" disabled={!enabled} busy={loading}>
        <FormattedMessage id="coffeeLink.form.submit" />
      </Button>
    </form>
  );
}
