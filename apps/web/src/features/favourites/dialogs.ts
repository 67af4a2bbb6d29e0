// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface ListChooserDialogProps {
  /** The offer to save into the chosen list (spec §2.8 saved-list modal's pending offer). */
  offerId: number;
}

export interface CreateListDialogProps {
  /** Saved into the new list's offers when given. */
  offerId?: number;
  /** Opened from the chooser: spec §4 decides, by page, whether the chooser comes back. */
  fromChooser: boolean;
}

/** Spec §2.8 edit-list modal: a new name for one list. */
export interface RenameListDialogProps {
  id: number;
  name: string;
}

/** Spec §2.8 delete-list modal: what will be lost is said before anything is deleted. */
export interface DeleteListDialogProps {
  id: number;
  name: string;
  offerCount: number;
  shared: boolean;
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "favourites-list-chooser": ListChooserDialogProps;
    "favourites-create-list": CreateListDialogProps;
    "favourites-rename-list": RenameListDialogProps;
    "favourites-delete-list": DeleteListDialogProps;
  }
}
