import type { ReactNode } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { FormattedMessage } from "../../../i18n/intl-lite";

/** What both e-mail opt-in dialogs show once answered: the outcome and a Close button. */
export function OptInOutcome({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <>
      <FormAlert tone="success">{children}</FormAlert>
      <div className="modal__actions">
        <Button type="button" variant="primary" onClick={onClose}>
          <FormattedMessage id="newsletter.popup.close" />
        </Button>
      </div>
    </>
  );
}

/**
 * The end of both opt-in forms: the consent wording (the version the API records), a failure
 * announced politely, "Not now" and the record's own button text (or ours).
 */
export function OptInFormEnd({
  failed,
  busy,
  submitText,
  defaultSubmit,
  onClose,
}: {
  failed: boolean;
  busy: boolean;
  submitText: string;
  defaultSubmit: ReactNode;
  onClose: () => void;
}) {
  return (
    <>
      <p className="email-opt-dialog__consent">
        <FormattedMessage id="newsletter.popup.consent" />
      </p>
      <div aria-live="polite">
        {failed && (
          <FormAlert>
            <FormattedMessage id="newsletter.popup.error" />
          </FormAlert>
        )}
      </div>
      <div className="modal__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="newsletter.popup.dismiss" />
        </Button>
        <SubmitButton busy={busy}>{submitText || defaultSubmit}</SubmitButton>
      </div>
    </>
  );
}
