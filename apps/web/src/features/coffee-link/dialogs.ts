import type { NoProps } from "../../components/modal/modal-store";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface LinkCongratsDialogProps {
  email: string;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "coffee-link-gate": NoProps;
    "coffee-link-congrats": LinkCongratsDialogProps;
  }
}
