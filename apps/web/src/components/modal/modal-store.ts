import { create } from "zustand";
import { isCrawler } from "../../lib/visitor";

/**
 * Every dialog the app can open, by name, with the props it needs. This layer declares only its
 * own dialog; each feature adds its dialogs from its `dialogs.ts` by declaration merging, and
 * `src/app/modal-registry.ts` gives every name its component (decision 0023):
 *
 *     declare module "../../components/modal/modal-store" {
 *       interface ModalRegistry {
 *         "offer-code": OfferCodeDialogProps;
 *       }
 *     }
 */
export interface ModalRegistry {
  "rate-limited": NoProps;
}
/** The props of a dialog that needs none. */
export type NoProps = Record<never, never>;
export type ModalType = keyof ModalRegistry;

type PropsArgument<T extends ModalType> = NoProps extends ModalRegistry[T]
  ? [props?: ModalRegistry[T]]
  : [props: ModalRegistry[T]];

export interface OpenModal {
  type: ModalType;
  props: ModalRegistry[ModalType];
}

interface ModalState {
  /** One dialog at a time: opening another replaces the current one. */
  current: OpenModal | null;
  /** Notices waiting for the dialog on screen to close (openModalWhenFree), first in first out. */
  waiting: OpenModal[];
  openModal: <T extends ModalType>(type: T, ...props: PropsArgument<T>) => void;
  /**
   * For a dialog nobody asked for (a notice after sign-in, an expiry reminder): opens now if no
   * dialog is open, else once the open one closes — it never replaces a dialog the person opened
   * (a notice arriving a moment after "Get the code" used to take the code's place).
   */
  openModalWhenFree: <T extends ModalType>(type: T, ...props: PropsArgument<T>) => void;
  /**
   * Closes the dialog; the first waiting notice, if any, takes its place. Given `which`, only
   * while that one is still on screen: a dialog closing itself after a call (the policy notice
   * saving its acknowledgement) must not close the one the person opened meanwhile.
   */
  closeModal: (which?: OpenModal) => void;
}

export const useModalStore = create<ModalState>((set) => ({
  current: null,
  waiting: [],
  openModal: (type, ...props) => set({ current: { type, props: props[0] ?? {} } }),
  openModalWhenFree: (type, ...props) =>
    set((state) => {
      // A crawler reads the page; a notice would only cover it.
      if (isCrawler()) return state;
      const modal = { type, props: props[0] ?? {} };
      return state.current ? { waiting: [...state.waiting, modal] } : { current: modal };
    }),
  closeModal: (which) =>
    set((state) =>
      which && state.current !== which
        ? state
        : { current: state.waiting[0] ?? null, waiting: state.waiting.slice(1) },
    ),
}));

/** For code outside React (the api client): the same actions as the hook. */
export const openModal: ModalState["openModal"] = (type, ...props) =>
  useModalStore.getState().openModal(type, ...props);
export const openModalWhenFree: ModalState["openModalWhenFree"] = (type, ...props) =>
  useModalStore.getState().openModalWhenFree(type, ...props);
export const closeModal = () => useModalStore.getState().closeModal();
