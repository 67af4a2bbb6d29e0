// The dialogs this feature opens through the modal store, with their props (decision 0023).

/** The back-to-school join dialog (spec §2.8) of an active /bts-2025 event link. */
export interface BtsJoinDialogProps {
  eventName: string;
  /** The event's school code, applied at checkout; null when the event has none. */
  schoolCode: string | null;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "bts-join": BtsJoinDialogProps;
  }
}
