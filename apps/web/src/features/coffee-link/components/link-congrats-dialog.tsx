import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { LinkCongratsDialogProps } from "../dialogs";
import "./coffee-link.css";

/** The linking congratulations (spec §2.8), after a successful link. */
export function LinkCongratsDialog({ email }: LinkCongratsDialogProps) {
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="coffeeLink.congrats.title" />}
      description={<FormattedMessage id="coffeeLink.congrats.body" values={{ email }} />}
    >
      <div className="coffee-link-actions">
        <Button type="button" variant="primary" onClick={closeModal}>
          <FormattedMessage id="coffeeLink.congrats.done" />
        </Button>
        <ButtonLink variant="link" to="/timhortons" onClick={closeModal}>
          <FormattedMessage id="coffeeLink.congrats.seeOffer" />
        </ButtonLink>
      </div>
    </Modal>
  );
}
