import { lazy } from "react";
import type { ModalComponents } from "../components/modal/modal-host";

/**
 * Every dialog's component, by the name its feature declares in its `dialogs.ts` (decision 0023):
 * a declared dialog without a component here, or a component whose props differ from the
 * declaration, fails the type check. Dialog code (and Radix with it) loads when a dialog first
 * opens, not with the first page.
 */
export const modalRegistry: ModalComponents = {
  "rate-limited": lazy(() =>
    import("../components/modal/rate-limited-dialog").then((m) => ({
      default: m.RateLimitedDialog,
    })),
  ),
  "cookie-settings": lazy(() =>
    import("../features/cookies/components/cookie-settings-dialog").then((m) => ({
      default: m.CookieSettingsDialog,
    })),
  ),
  "mobile-menu": lazy(() =>
    import("./shell/mobile-menu-dialog").then((m) => ({ default: m.MobileMenuDialog })),
  ),
  search: lazy(() =>
    import("../features/search/components/search-dialog").then((m) => ({
      default: m.SearchDialog,
    })),
  ),
  "login-prompt": lazy(() =>
    import("../features/session/components/login-prompt-dialog").then((m) => ({
      default: m.LoginPromptDialog,
    })),
  ),
  // The browser extension's tab, once it is handed the member's token (spec §2.5, §2.8).
  "back-to-extension": lazy(() =>
    import("../features/session/components/back-to-extension-dialog").then((m) => ({
      default: m.BackToExtensionDialog,
    })),
  ),
  "offer-redeem-gate": lazy(() =>
    import("../features/offers/components/offer-redeem-gate-dialog").then((m) => ({
      default: m.OfferRedeemGateDialog,
    })),
  ),
  "exclusive-offer": lazy(() =>
    import("../features/offers/components/exclusive-offer-dialog").then((m) => ({
      default: m.ExclusiveOfferDialog,
    })),
  ),
  "offer-code": lazy(() =>
    import("../features/offers/components/offer-code-dialog").then((m) => ({
      default: m.OfferCodeDialog,
    })),
  ),
  // Favourites: the list chooser, the create, edit and delete list dialogs (spec §2.8).
  // Coffee-chain rewards linking: the gate and the congratulations (spec §2.8; decision 0046).
  "coffee-link-gate": lazy(() =>
    import("../features/coffee-link/components/link-gate-dialog").then((m) => ({
      default: m.LinkGateDialog,
    })),
  ),
  "coffee-link-congrats": lazy(() =>
    import("../features/coffee-link/components/link-congrats-dialog").then((m) => ({
      default: m.LinkCongratsDialog,
    })),
  ),
  // The acquisition promo of the 'june-acq' campaign (spec §2.8; decision 0050).
  "acquisition-promo": lazy(() =>
    import("../features/acquisition/components/acquisition-dialog").then((m) => ({
      default: m.AcquisitionDialog,
    })),
  ),
  // The new-member promotion: the referral code to share (spec §2.8; decision 0053).
  "new-member-promo": lazy(() =>
    import("../features/new-member-promo/components/new-member-promo-dialog").then((m) => ({
      default: m.NewMemberPromoDialog,
    })),
  ),
  // The popup message: an important unread notification, once (spec §2.8; decision 0054).
  "popup-message": lazy(() =>
    import("../features/notifications/components/popup-message-dialog").then((m) => ({
      default: m.PopupMessageDialog,
    })),
  ),
  // School portal: the registration's result (spec §4).
  "school-portal-result": lazy(() =>
    import("../features/signup/components/school-portal-result-dialog").then((m) => ({
      default: m.SchoolPortalResultDialog,
    })),
  ),
  // Back-to-school: the join dialog of an active /bts-2025 event link (spec §2.8).
  "bts-join": lazy(() =>
    import("../features/contests/components/bts-join-dialog").then((m) => ({
      default: m.BtsJoinDialog,
    })),
  ),
  "favourites-list-chooser": lazy(() =>
    import("../features/favourites/components/list-chooser-dialog").then((m) => ({
      default: m.ListChooserDialog,
    })),
  ),
  "favourites-create-list": lazy(() =>
    import("../features/favourites/components/create-list-dialog").then((m) => ({
      default: m.CreateListDialog,
    })),
  ),
  "favourites-rename-list": lazy(() =>
    import("../features/favourites/components/rename-list-dialog").then((m) => ({
      default: m.RenameListDialog,
    })),
  ),
  "favourites-delete-list": lazy(() =>
    import("../features/favourites/components/delete-list-dialog").then((m) => ({
      default: m.DeleteListDialog,
    })),
  ),
  ads: lazy(() =>
    import("../features/ads/components/ads-dialog").then((m) => ({ default: m.AdsDialog })),
  ),
  "email-opt": lazy(() =>
    import("../features/email-opt/components/email-opt-dialog").then((m) => ({
      default: m.EmailOptDialog,
    })),
  ),
  "simple-email-opt": lazy(() =>
    import("../features/email-opt/components/simple-email-opt-dialog").then((m) => ({
      default: m.SimpleEmailOptDialog,
    })),
  ),
  // Accounts: each dialog is its own chunk.
  "additional-questions": lazy(() =>
    import("../features/profile/components/additional-questions-dialog").then((m) => ({
      default: m.AdditionalQuestionsDialog,
    })),
  ),
  "query-info": lazy(() =>
    import("../features/profile/components/query-info-dialog").then((m) => ({
      default: m.QueryInfoDialog,
    })),
  ),
  "email-verification": lazy(() =>
    import("../features/auth/components/email-verification-dialog").then((m) => ({
      default: m.EmailVerificationDialog,
    })),
  ),
  "id-verification": lazy(() =>
    import("../features/profile/components/id-verification-dialog").then((m) => ({
      default: m.IdVerificationDialog,
    })),
  ),
  "policy-notice": lazy(() =>
    import("../features/profile/components/policy-notice-dialog").then((m) => ({
      default: m.PolicyNoticeDialog,
    })),
  ),
  "delete-account": lazy(() =>
    import("../features/profile/components/delete-account-dialog").then((m) => ({
      default: m.DeleteAccountDialog,
    })),
  ),
  "create-account": lazy(() =>
    import("../features/signup/components/create-account-dialog").then((m) => ({
      default: m.CreateAccountDialog,
    })),
  ),
  // Membership and billing: each dialog is its own chunk.
  "billing-auto-renew": lazy(() =>
    import("../features/billing/components/auto-renew-dialog").then((m) => ({
      default: m.AutoRenewDialog,
    })),
  ),
  "billing-payment-method": lazy(() =>
    import("../features/billing/components/payment-method-dialog").then((m) => ({
      default: m.PaymentMethodDialog,
    })),
  ),
  "billing-payment-modified": lazy(() =>
    import("../features/billing/components/payment-modified-dialog").then((m) => ({
      default: m.PaymentModifiedDialog,
    })),
  ),
  // The activation incentive's renewal coupon and its "discount applied" outcome (decision 0052).
  "incentive-coupon-confirm": lazy(() =>
    import("../features/billing/components/incentive-coupon-dialog").then((m) => ({
      default: m.IncentiveCouponDialog,
    })),
  ),
  "membership-register-success": lazy(() =>
    import("../features/membership/components/register-success-dialog").then((m) => ({
      default: m.RegisterSuccessDialog,
    })),
  ),
  "membership-auto-renew-prompt": lazy(() =>
    import("../features/membership/components/register-success-dialog").then((m) => ({
      default: m.AutoRenewPromptDialog,
    })),
  ),
  "membership-active-member": lazy(() =>
    import("../features/membership/components/active-member-dialog").then((m) => ({
      default: m.ActiveMemberDialog,
    })),
  ),
  "purchase-membership-exists": lazy(() =>
    import("../features/purchase/components/membership-exists-dialog").then((m) => ({
      default: m.MembershipExistsDialog,
    })),
  ),
  "membership-expiring": lazy(() =>
    import("../features/membership/components/membership-expiring-dialog").then((m) => ({
      default: m.MembershipExpiringDialog,
    })),
  ),
  "cibc-plus-welcome": lazy(() =>
    import("../features/cibc/components/plus-welcome-dialog").then((m) => ({
      default: m.PlusWelcomeDialog,
    })),
  ),
};
