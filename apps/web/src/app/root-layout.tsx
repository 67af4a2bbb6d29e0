import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useModalStore } from "../components/modal/modal-store";
import { OpenAppBanner } from "../features/mobile-app";
import { IncompleteProfileAlert } from "../features/session";
import { FormattedMessage } from "../i18n/intl-lite";
import { useAfterLoad } from "../lib/use-after-load";
import { usePageViews } from "../lib/visit";
import { NavigationProgress } from "./shell/navigation-progress";
import { SiteHeader } from "./shell/site-header";
import { TopBanner } from "./shell/top-banner";
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
// The consent effects load with the banner: they start measurement only after consent.
const ConsentEffects = lazy(() =>
  import("../features/cookies/components/consent-effects").then((m) => ({
    default: m.ConsentEffects,
  })),
);
const KonamiCelebration = lazy(() =>
  import("../features/konami/components/konami-celebration").then((m) => ({
    default: m.KonamiCelebration,
  })),
);
// The footer starts below the fold (.site-main reserves the viewport), so it may arrive after the
// page has loaded without moving anything in view; the dialog host and its registry wait for the
// first dialog.
const SiteFooter = lazy(() =>
  import("./shell/site-footer").then((m) => ({ default: m.SiteFooter })),
);
const ModalLayer = lazy(() => import("./modal-layer"));
// The linking gate's timer rides with them (start-effects.tsx); its dialog loads when it fires.
const SessionEffects = lazy(() =>
  import("./start-effects").then((m) => ({
    default: m.SessionEffects,
  })),
);

/** The shell around every page: landmarks, banners, dialogs and the easter egg. */
export function RootLayout() {
  const loaded = useAfterLoad();
  // What waits for a later page view (the ads pop-up, decision 0028) reads this count.
  usePageViews();
  return (
    <>
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <NavigationProgress />
      <TopBanner />
      <OpenAppBanner />
      <SiteHeader />
      <IncompleteProfileAlert />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {loaded && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <CookieBanner />
        <ConsentEffects />
        <SessionEffects />
      </Suspense>
      {loaded && (
        // Its own boundary: arriving later must not hide the consent banner while it loads.
        <Suspense fallback={null}>
          <KonamiCelebration />
        </Suspense>
      )}
      <Modals />
      <ScrollRestoration />
    </>
  );
}

/** The dialog host, drawn once a dialog is open (the back office's frame uses it too). */
export function Modals() {
  const open = useModalStore((state) => state.current !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalLayer />
    </Suspense>
  );
}
