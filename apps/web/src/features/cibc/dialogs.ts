// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface PlusWelcomeDialogProps {
  upgradeType: "new" | "upgrade";
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "cibc-plus-welcome": PlusWelcomeDialogProps;
  }
}
