// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface ListChooserDialogProps {
  /** The offer to save into the chosen list (spec §2.8 saved-list modal's pending offer). */
  offerId: number;
}

export interface CreateListDialogProps {
  /** Saved into the new list's offers when given. */
  offerId?: number;
  /** Spec §4: created from the chooser on a category, deal or deals page, the chooser reopens. */
  reopenChooser: boolean;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "favourites-list-chooser": ListChooserDialogProps;
    "favourites-create-list": CreateListDialogProps;
  }
}
