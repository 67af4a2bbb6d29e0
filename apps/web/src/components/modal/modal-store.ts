import type { AdsModalRecord, ExpiryNoticeType, MemberCard } from "@spc/shared";
import { create } from "zustand";

/**
 * Every dialog the app can open, with the props it needs. A new dialog adds its entry here and
 * its component to the registry in src/app/modal-registry.tsx.
 */
export interface ModalPropsByType {
  "rate-limited": NoProps;
  "cookie-settings": NoProps;
  "mobile-menu": NoProps;
  // Deals, offers and search (features/search, features/offers, features/ads, features/session).
  search: { view?: "search" | "categories" };
  "login-prompt": { redirectTo?: string; reason?: "offer" | "page" };
  "offer-redeem-gate": NoProps;
  "exclusive-offer": NoProps;
  "offer-code": { offerId: number; online: boolean; partnerName: string };
  ads: { record: AdsModalRecord };
  // Accounts (features/auth, features/profile, features/signup).
  "additional-questions": NoProps;
  "query-info": NoProps;
  "email-verification": { email: string; redirect?: string };
  "policy-notice": NoProps;
  "delete-account": NoProps;
  "create-account": { redirectTo?: string; purchase?: boolean };
  // Membership and billing (features/billing).
  "billing-auto-renew": { next: boolean };
  "billing-payment-method": { thenEnable?: boolean };
  "billing-payment-modified": { method: { brand: string | null; last4: string | null } };
  "membership-register-success": {
    card: MemberCard;
    /** The member before this card (the auto-renew prompt rule reads it, spec §4). */
    before: { hasValidCard: boolean; isFreeTrial: boolean };
  };
  "membership-auto-renew-prompt": NoProps;
  "membership-active-member": NoProps;
  "purchase-membership-exists": { billing: boolean };
  "membership-expiring": { type: ExpiryNoticeType; days: number };
  // Bank affiliate (features/cibc): the plus-tier welcome / upgrade after the association step.
  "cibc-plus-welcome": { upgradeType: "new" | "upgrade" };
}
type NoProps = Record<never, never>;
export type ModalType = keyof ModalPropsByType;

type PropsArgument<T extends ModalType> = NoProps extends ModalPropsByType[T]
  ? [props?: ModalPropsByType[T]]
  : [props: ModalPropsByType[T]];

export interface OpenModal {
  type: ModalType;
  props: ModalPropsByType[ModalType];
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
  /** Closes the dialog; the first waiting notice, if any, takes its place. */
  closeModal: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  current: null,
  waiting: [],
  openModal: (type, ...props) => set({ current: { type, props: props[0] ?? {} } }),
  openModalWhenFree: (type, ...props) =>
    set((state) => {
      const modal = { type, props: props[0] ?? {} };
      return state.current ? { waiting: [...state.waiting, modal] } : { current: modal };
    }),
  closeModal: () =>
    set((state) => ({ current: state.waiting[0] ?? null, waiting: state.waiting.slice(1) })),
}));

/** For code outside React (the api client): the same actions as the hook. */
export const openModal: ModalState["openModal"] = (type, ...props) =>
  useModalStore.getState().openModal(type, ...props);
export const openModalWhenFree: ModalState["openModalWhenFree"] = (type, ...props) =>
  useModalStore.getState().openModalWhenFree(type, ...props);
export const closeModal = () => useModalStore.getState().closeModal();
