import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import "../../auth/components/forms.css";

/**
 * Active-member notice (spec §2.8): shown when a member with a valid card opens /register, so
 * they learn before submitting that the free trial is not for them. Registering another card
 * they hold stays possible (close and use the form).
 */
export function ActiveMemberDialog() {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="membership.activeMember.title" />}
      description={<FormattedMessage id="membership.activeMember.body" />}
    >
      <div className="auth-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            closeModal();
            navigate("/membership-screen");
          }}
        >
          <FormattedMessage id="membership.activeMember.card" />
        </button>
        <button type="button" className="link-button" onClick={closeModal}>
          <FormattedMessage id="membership.activeMember.registerCard" />
        </button>
      </div>
    </Modal>
  );
}
