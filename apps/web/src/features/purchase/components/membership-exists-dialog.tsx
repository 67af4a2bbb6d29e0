import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import "../../../components/form/forms.css";
import type { MembershipExistsDialogProps } from "../dialogs";

/**
 * Membership-exists notice (spec §2.8): a member with a valid card who opens /purchase learns
 * why there is nothing to buy, on the deals page the purchase flow sends them to (spec §4).
 * Billing is offered only when /billing would let them in.
 */
export function MembershipExistsDialog({ billing }: MembershipExistsDialogProps) {
  const navigate = useNavigate();
  const go = (to: string) => {
    closeModal();
    navigate(to);
  };
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="purchase.membershipExists.title" />}
      description={<FormattedMessage id="purchase.membershipExists.body" />}
    >
      <div className="auth-actions">
        <Button type="button" variant="primary" onClick={() => go("/deals")}>
          <FormattedMessage id="purchase.membershipExists.deals" />
        </Button>
        {billing && (
          <Button type="button" variant="secondary" onClick={() => go("/billing")}>
            <FormattedMessage id="purchase.membershipExists.billing" />
          </Button>
        )}
      </div>
    </Modal>
  );
}
