import type { NoProps } from "../../components/modal/modal-store";

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "mobile-menu": NoProps;
  }
}
