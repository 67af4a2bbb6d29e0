import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet, ScrollRestoration } from "react-router";
import { ModalHost } from "../components/modal/modal-host";
import { OpenAppBanner } from "../features/mobile-app/components/open-app-banner";
import { IncompleteProfileAlert } from "../features/session/components/incomplete-profile-alert";
import { modalRegistry } from "./modal-registry";
import { NavigationProgress } from "./shell/navigation-progress";
import { SiteFooter } from "./shell/site-footer";
import { SiteHeader } from "./shell/site-header";
import "./shell/layout.css";

// Not needed for the first paint, so not in the entry chunk: the consent prompt is fixed to the
// bottom (arriving a moment later moves nothing), the easter egg waits for its key sequence, and
// the session effects (start-up parameters, language sync, policy notice) only react to state.
// The open-app banner and the profile alert sit in the page flow, so they stay (no layout shift).
const CookieBanner = lazy(() =>
  import("../features/cookies/components/cookie-banner").then((m) => ({
    default: m.CookieBanner,
  })),
);
const KonamiCelebration = lazy(() =>
  import("../features/konami/components/konami-celebration").then((m) => ({
    default: m.KonamiCelebration,
  })),
);
const SessionEffects = lazy(() =>
  import("../features/session/components/session-effects").then((m) => ({
    default: m.SessionEffects,
  })),
);

/** The shell around every page: landmarks, banners, dialogs and the easter egg. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <NavigationProgress />
      <OpenAppBanner />
      <SiteHeader />
      <IncompleteProfileAlert />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <CookieBanner />
        <KonamiCelebration />
        <SessionEffects />
      </Suspense>
      <ModalHost registry={modalRegistry} />
      <ScrollRestoration />
    </>
  );
}
