import type { Notification } from "@spc/shared";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface PopupMessageDialogProps {
  /** The notification the dialog says (a popup key; decision 0054). */
  notification: Notification;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "popup-message": PopupMessageDialogProps;
  }
}
