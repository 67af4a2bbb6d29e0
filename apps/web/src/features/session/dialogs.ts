// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface LoginPromptDialogProps {
  redirectTo?: string;
  reason?: "offer" | "page";
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "login-prompt": LoginPromptDialogProps;
  }
}
