import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import "../../../components/form/forms.css";
import type { PlusWelcomeDialogProps } from "../dialogs";

/**
 * Plus-tier welcome and upgrade (spec §2.8), opened after the bank-affiliate association:
 * `new` welcomes a first membership, `upgrade` a member who moved up to SPC+.
 */
export function PlusWelcomeDialog({ upgradeType }: PlusWelcomeDialogProps) {
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id={`cibc.welcome.title.${upgradeType}`} />}
      description={<FormattedMessage id={`cibc.welcome.body.${upgradeType}`} />}
    >
      <div className="auth-actions">
        <Button type="button" variant="primary" onClick={closeModal}>
          <FormattedMessage id="cibc.welcome.start" />
        </Button>
        <ButtonLink variant="link" to="/spc-plus" onClick={closeModal}>
          <FormattedMessage id="cibc.plus.see" />
        </ButtonLink>
      </div>
    </Modal>
  );
}
