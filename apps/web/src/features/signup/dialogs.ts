// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface CreateAccountDialogProps {
  redirectTo?: string;
  purchase?: boolean;
}

/** The school-portal registration's result (spec §4). */
export interface SchoolPortalResultDialogProps {
  outcome: "registered" | "already" | "failed";
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "create-account": CreateAccountDialogProps;
    "school-portal-result": SchoolPortalResultDialogProps;
  }
}
