import type { AdsModalRecord } from "@spc/shared";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface AdsDialogProps {
  record: AdsModalRecord;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    ads: AdsDialogProps;
  }
}
