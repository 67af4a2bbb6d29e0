import { lazy } from "react";
import type { ModalRegistry } from "../components/modal/modal-host";

// Dialog code (and Radix with it) loads when a dialog first opens, not with the first page.
export const modalRegistry: ModalRegistry = {
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
  ads: lazy(() =>
    import("../features/ads/components/ads-dialog").then((m) => ({ default: m.AdsDialog })),
  ),
};
