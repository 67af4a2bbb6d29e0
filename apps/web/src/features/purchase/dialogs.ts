// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface MembershipExistsDialogProps {
  billing: boolean;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "purchase-membership-exists": MembershipExistsDialogProps;
  }
}
