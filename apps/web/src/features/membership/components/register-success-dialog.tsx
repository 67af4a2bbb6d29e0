import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { MembershipCard } from "../../../components/membership-card/membership-card";
import { Modal } from "../../../components/modal/modal";
import { closeModal, openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { shouldPromptAutoRenew } from "../register-rules";
import { NavigateOrDismissDialog } from "./navigate-or-dismiss-dialog";
import "../../../components/form/forms.css";
import type { RegisterSuccessDialogProps } from "../dialogs";

/**
 * Register success (spec §2.8): the card, then "start shopping" (and the auto-renew prompt rule
 * of spec §4, read against the member as they were before this card: `before`).
 */
export function RegisterSuccessDialog({ card, before }: RegisterSuccessDialogProps) {
  const navigate = useNavigate();
  const startShopping = () => {
    // A trial card is never prompted: /billing is closed to free-trial members.
    const prompt = shouldPromptAutoRenew({
      isAutoRenew: card.is_auto_renew,
      isFreeTrial: card.is_trial || before.isFreeTrial,
      hasValidCard: before.hasValidCard,
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
        <Button type="button" variant="primary" onClick={startShopping}>
          <FormattedMessage id="membership.registerSuccess.startShopping" />
        </Button>
      </div>
    </Modal>
  );
}

/** Later-auto-renew prompt (spec §2.8): "yes" goes to /billing. */
export function AutoRenewPromptDialog() {
  return (
    <NavigateOrDismissDialog
      titleId="membership.autoRenewPrompt.title"
      bodyId="membership.autoRenewPrompt.body"
      goId="membership.autoRenewPrompt.yes"
      dismissId="membership.autoRenewPrompt.later"
      to="/billing"
    />
  );
}
