import { adInLanguage } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { Modal } from "../../../components/modal/modal";
import { PopupPicture } from "../../../components/modal/popup-picture";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { setSessionProfile, useSession } from "../../session";
import { optInMember } from "../api/email-opt-api";
import type { EmailOptDialogProps } from "../dialogs";
import { writeSubscribedFlag } from "../email-opt-rules";
import { OptInFormEnd, OptInOutcome } from "./email-opt-parts";
import "./email-opt-dialog.css";

/**
 * The simple e-mail opt-in (spec §2.8): what a signed-in member sees instead of the address form.
 * Their account's address is the one subscribed, in one click, with the same consent wording; no
 * confirmation e-mail (the API records the consent — decision 0055).
 */
export function SimpleEmailOptDialog({
  record,
  onClose,
}: Pick<EmailOptDialogProps, "record"> & { onClose: () => void }) {
  const language = useLanguage();
  const words = adInLanguage(record, language);
  const session = useSession();
  const profile = session.snapshot.profile;
  const email = profile?.email ?? session.snapshot.user?.email ?? "";
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await optInMember();
      writeSubscribedFlag(new Date());
      if (profile) setSessionProfile({ ...profile, email_opt_in: true });
      setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={words.title} description={words.description || undefined}>
      <PopupPicture image={words.image} imageMobile={words.imageMobile} alt={words.imageAlt} />
      {done ? (
        <OptInOutcome onClose={onClose}>
          <FormattedMessage id="newsletter.member.done" values={{ email }} />
        </OptInOutcome>
      ) : (
        <form className="email-opt-dialog__form" noValidate onSubmit={onSubmit}>
          <p className="email-opt-dialog__address">
            <FormattedMessage
              id="newsletter.member.address"
              values={{ email: <strong>{email}</strong> }}
            />
          </p>
          <OptInFormEnd
            failed={failed}
            busy={busy}
            submitText={words.text}
            defaultSubmit={<FormattedMessage id="newsletter.member.submit" />}
            onClose={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
