// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface SearchDialogProps {
  view?: "search" | "categories";
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    search: SearchDialogProps;
  }
}
