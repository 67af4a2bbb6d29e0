import { useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { startIdCheck } from "../api/id-check";
import type { IdVerificationDialogProps } from "../dialogs";

/** Leaves for the hosted verification page (a separate function so tests can replace it). */
export const goTo = { url: (url: string) => window.location.assign(url) };

/**
 * The ID verification dialog (spec §2.8): why an ID is asked, and the start of the hosted flow.
 * "Later" closes it; it opens again at the next login while the check is still asked.
 */
export function IdVerificationDialog({
  ageThreshold,
  onClose,
}: IdVerificationDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start() {
    setBusy(true);
    setFailed(false);
    try {
      const { url } = await startIdCheck();
      goTo.url(url);
    } catch (error) {
      console.error("Starting the ID verification failed", error);
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "idCheck.dialog.title" })}
      description={intl.formatMessage({ id: "idCheck.dialog.why" }, { age: ageThreshold })}
    >
      <p>
        <FormattedMessage id="idCheck.dialog.how" />
      </p>
      {failed && (
        <FormAlert>
          <FormattedMessage id="idCheck.error" />
        </FormAlert>
      )}
      <div className="modal__actions">
        <Button
          type="button"
          variant="primary"
          onClick={() => void start()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <FormattedMessage id="idCheck.start" />
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="idCheck.dialog.later" />
        </Button>
      </div>
    </Modal>
  );
}
