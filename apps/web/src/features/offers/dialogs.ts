import type { NoProps } from "../../components/modal/modal-store";

// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface OfferCodeDialogProps {
  offerId: number;
  online: boolean;
  partnerName: string;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "offer-redeem-gate": NoProps;
    "exclusive-offer": NoProps;
    "offer-code": OfferCodeDialogProps;
  }
}
