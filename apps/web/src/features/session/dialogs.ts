import type { NoProps } from "../../components/modal/modal-store";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface LoginPromptDialogProps {
  redirectTo?: string;
  reason?: "offer" | "page";
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "login-prompt": LoginPromptDialogProps;
    /** The extension's tab stayed open after the hand-off: where to go now (spec §2.8). */
    "back-to-extension": NoProps;
  }
}
