import { adInLanguage } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import { PopupPicture } from "../../../components/modal/popup-picture";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { trackEvent } from "../../cookies";
import { useSession } from "../../session";
import { type SubscribeResult, subscribe } from "../api/email-opt-api";
import type { EmailOptDialogProps } from "../dialogs";
import { writeSubscribedFlag } from "../email-opt-rules";
import { OptInFormEnd, OptInOutcome } from "./email-opt-parts";
import "./email-opt-dialog.css";

/** Spec §8's alerts by server message (the default: the confirmation e-mail went out). */
const OUTCOMES: Record<SubscribeResult, MessageId> = {
  already_sub: "newsletter.popup.result.already_sub",
  already_member: "newsletter.popup.result.already_member",
  confirmation_sent: "newsletter.popup.result.confirmation_sent",
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail opt-in pop-up (spec §2.8 "e-mail subscription", §2.9): the record's picture and words
 * in the viewer's language, the address (the member's, when signed in), the consent wording, and
 * §8's outcome once sent. Double opt-in: the subscription counts once the e-mailed link is opened.
 */
export function EmailOptDialog({
  record,
  preview = false,
  onClose,
}: EmailOptDialogProps & { onClose: () => void }) {
  const language = useLanguage();
  const words = adInLanguage(record, language);
  const session = useSession();
  const [email, setEmail] = useState(
    session.snapshot.profile?.email ?? session.snapshot.user?.email ?? "",
  );
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<MessageId | null>(null);
  const [failed, setFailed] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setFailed(false);
    if (preview) {
      setOutcome(OUTCOMES.confirmation_sent);
      return;
    }
    setBusy(true);
    try {
      const { result } = await subscribe(email.trim(), language);
      // Every answer means this device need not ask again (decision 0045).
      writeSubscribedFlag(new Date());
      setOutcome(OUTCOMES[result]);
      trackEvent("newsletter_subscribe_succeeded", { outcome: result });
    } catch {
      trackEvent("newsletter_subscribe_failed");
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={words.title} description={words.description || undefined}>
      <PopupPicture image={words.image} imageMobile={words.imageMobile} alt={words.imageAlt} />
      {outcome ? (
        <OptInOutcome onClose={onClose}>
          <FormattedMessage id={outcome} />
        </OptInOutcome>
      ) : (
        <form className="email-opt-dialog__form" noValidate onSubmit={onSubmit}>
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            label={<FormattedMessage id="newsletter.popup.email" />}
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setInvalid(false);
            }}
            error={invalid ? { message: "validation.email.invalid" } : null}
          />
          <OptInFormEnd
            failed={failed}
            busy={busy}
            submitText={words.text}
            defaultSubmit={<FormattedMessage id="newsletter.popup.submit" />}
            onClose={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
