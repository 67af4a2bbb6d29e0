import { type ExpiryNoticeType, expiringModalAction } from "@spc/shared";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { markExpiringModalSeen } from "./expiry-banner";
import "../../auth/components/forms.css";

/** Membership-expiring modal (spec §2.8, §4): one button per notice type, or mute for a year. */
export function MembershipExpiringDialog({ type, days }: { type: ExpiryNoticeType; days: number }) {
  const navigate = useNavigate();
  const action = expiringModalAction(type);
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id={`membership.expiring.title.${action.action}`} />}
      description={
        <FormattedMessage id={`membership.expiring.body.${action.action}`} values={{ days }} />
      }
    >
      <div className="auth-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            closeModal();
            navigate(action.target);
          }}
        >
          <FormattedMessage id={`membership.expiring.button.${action.action}`} />
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            markExpiringModalSeen(new Date(), true);
            closeModal();
          }}
        >
          <FormattedMessage id="membership.expiring.mute" />
        </button>
      </div>
    </Modal>
  );
}
