import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import { Modal } from "../../../components/modal/modal";
import { closeModal, openModal } from "../../../components/modal/modal-store";
import type { MemberCard } from "../../purchase/types";
import { useSession } from "../../session/session-query";
import { shouldPromptAutoRenew } from "../register-rules";
import { MembershipCard } from "./membership-card";
import "../../auth/components/forms.css";

/** Register success (spec §2.8): the card, then "start shopping" (and the auto-renew prompt rule). */
export function RegisterSuccessDialog({ card }: { card: MemberCard }) {
  const navigate = useNavigate();
  const session = useSession();
  const startShopping = () => {
    const prompt = shouldPromptAutoRenew({
      isAutoRenew: card.is_auto_renew,
      isFreeTrial: card.is_trial || session.isFreeTrial,
      hasValidCard: session.hasValidCard,
    });
    if (prompt) {
      openModal("membership-auto-renew-prompt");
    } else {
      closeModal();
    }
    navigate("/deals");
  };
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="membership.registerSuccess.title" />}
      description={
        <FormattedMessage
          id={
            card.is_trial ? "membership.registerSuccess.trial" : "membership.registerSuccess.body"
          }
        />
      }
    >
      <MembershipCard card={card} />
      <div className="auth-actions">
        <button type="button" className="button" onClick={startShopping}>
          <FormattedMessage id="membership.registerSuccess.startShopping" />
        </button>
      </div>
    </Modal>
  );
}

/** Later-auto-renew prompt (spec §2.8): "yes" goes to /billing. */
export function AutoRenewPromptDialog() {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="membership.autoRenewPrompt.title" />}
      description={<FormattedMessage id="membership.autoRenewPrompt.body" />}
    >
      <div className="auth-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            closeModal();
            navigate("/billing");
          }}
        >
          <FormattedMessage id="membership.autoRenewPrompt.yes" />
        </button>
        <button type="button" className="link-button" onClick={closeModal}>
          <FormattedMessage id="membership.autoRenewPrompt.later" />
        </button>
      </div>
    </Modal>
  );
}
