import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import "./offer-dialogs.css";

/** Spec §2.8 offer redeem gate: logged in without a valid card — buy, activate or register one. */
export function OfferRedeemGateDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "offer.redeemGate.title" })}
      description={intl.formatMessage({ id: "offer.redeemGate.body" })}
    >
      <div className="modal__actions offer-dialog__actions">
        <ButtonLink to="/explore-memberships" variant="primary" onClick={onClose}>
          <FormattedMessage id="offer.redeemGate.join" />
        </ButtonLink>
        <ButtonLink to="/activate" variant="secondary" onClick={onClose}>
          <FormattedMessage id="offer.redeemGate.activate" />
        </ButtonLink>
        <ButtonLink to="/register" variant="ghost" onClick={onClose}>
          <FormattedMessage id="offer.redeemGate.register" />
        </ButtonLink>
      </div>
    </Modal>
  );
}
