import type { ExpiryNoticeType, MemberCard } from "@spc/shared";
import type { NoProps } from "../../components/modal/modal-store";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface RegisterSuccessDialogProps {
  card: MemberCard;
  /** The member before this card (the auto-renew prompt rule reads it, spec §4). */
  before: { hasValidCard: boolean; isFreeTrial: boolean };
}
export interface MembershipExpiringDialogProps {
  type: ExpiryNoticeType;
  days: number;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "membership-register-success": RegisterSuccessDialogProps;
    "membership-auto-renew-prompt": NoProps;
    "membership-active-member": NoProps;
    "membership-expiring": MembershipExpiringDialogProps;
  }
}
