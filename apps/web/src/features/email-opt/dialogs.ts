import type { EmailOptRecord } from "@spc/shared";

// The dialog this feature opens through the modal store, with its props (decision 0023).

export interface EmailOptDialogProps {
  record: EmailOptRecord;
  /** The back office's preview: the form shows but sends nothing and records nothing. */
  preview?: boolean;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "email-opt": EmailOptDialogProps;
    /** The signed-in member's version: their account's address, one click (spec §2.8). */
    "simple-email-opt": Pick<EmailOptDialogProps, "record">;
  }
}
