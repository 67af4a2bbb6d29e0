import type { NoProps } from "../../components/modal/modal-store";

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "additional-questions": NoProps;
    "query-info": NoProps;
    "policy-notice": NoProps;
    "delete-account": NoProps;
  }
}
