import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import "./offer-dialogs.css";

/** Spec §2.8 exclusive-offer teaser: an SPC+ offer seen by a member without SPC+. */
export function ExclusiveOfferDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "offer.exclusive.title" })}
      description={intl.formatMessage({ id: "offer.exclusive.body" })}
    >
      <div className="modal__actions offer-dialog__actions">
        <ButtonLink to="/cibc" variant="primary" onClick={onClose}>
          <FormattedMessage id="offer.exclusive.getPlus" />
        </ButtonLink>
        <ButtonLink to="/spc-plus" variant="secondary" onClick={onClose}>
          <FormattedMessage id="offer.exclusive.learnMore" />
        </ButtonLink>
      </div>
    </Modal>
  );
}
