// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface AcquisitionDialogProps {
  campaign: string;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "acquisition-promo": AcquisitionDialogProps;
  }
}
