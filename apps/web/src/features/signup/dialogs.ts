// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface CreateAccountDialogProps {
  redirectTo?: string;
  purchase?: boolean;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "create-account": CreateAccountDialogProps;
  }
}
