import { Link } from "react-router";
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
        <Link to="/cibc" className="button button--primary" onClick={onClose}>
          <FormattedMessage id="offer.exclusive.getPlus" />
        </Link>
        <Link to="/spc-plus" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="offer.exclusive.learnMore" />
        </Link>
      </div>
    </Modal>
  );
}
