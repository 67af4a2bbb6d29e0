// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface EmailVerificationDialogProps {
  email: string;
  redirect?: string;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "email-verification": EmailVerificationDialogProps;
  }
}
