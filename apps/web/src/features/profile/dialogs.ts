import type { NoProps } from "../../components/modal/modal-store";

/** The ID verification dialog (spec §2.8, decision 0047): the age from which an ID is asked. */
export interface IdVerificationDialogProps {
  ageThreshold: number;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "additional-questions": NoProps;
    "query-info": NoProps;
    "policy-notice": NoProps;
    "delete-account": NoProps;
    "id-verification": IdVerificationDialogProps;
  }
}
