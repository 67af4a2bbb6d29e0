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
};
