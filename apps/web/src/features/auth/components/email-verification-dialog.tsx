import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { ResendVerification } from "./resend-verification";
import "../../../components/form/forms.css";
import type { EmailVerificationDialogProps } from "../dialogs";

/** E-mail verification (spec §2.8): the link was sent once at sign-up; resend from here. */
export function EmailVerificationDialog({
  email,
  redirect,
  onClose,
}: EmailVerificationDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "auth.verifyDialog.title" })}
      description={intl.formatMessage({ id: "auth.verifyDialog.body" }, { email })}
    >
      <ResendVerification redirect={redirect} />
      <div className="modal__actions">
        <Button type="button" variant="primary" onClick={onClose}>
          <FormattedMessage id="auth.verifyDialog.continue" />
        </Button>
      </div>
    </Modal>
  );
}
