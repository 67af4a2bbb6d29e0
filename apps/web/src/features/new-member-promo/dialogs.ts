// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface NewMemberPromoDialogProps {
  /** The member's own referral code. */
  code: string;
  /** What a friend saves with it at checkout, as the API says (GET /api/store/v2/referrals_codes). */
  discount: { type: "percent" | "fixed"; value: number };
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "new-member-promo": NewMemberPromoDialogProps;
  }
}
