import { FormattedMessage } from "react-intl";
import { Outlet, ScrollRestoration } from "react-router";
import { ModalHost } from "../components/modal/modal-host";
import { CookieBanner } from "../features/cookies/components/cookie-banner";
import { KonamiCelebration } from "../features/konami/components/konami-celebration";
import { OpenAppBanner } from "../features/mobile-app/components/open-app-banner";
import { IncompleteProfileAlert } from "../features/session/components/incomplete-profile-alert";
import { SessionEffects } from "../features/session/components/session-effects";
import { modalRegistry } from "./modal-registry";
import { NavigationProgress } from "./shell/navigation-progress";
import { SiteFooter } from "./shell/site-footer";
import { SiteHeader } from "./shell/site-header";
import "./shell/layout.css";

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
      <CookieBanner />
      <ModalHost registry={modalRegistry} />
      <KonamiCelebration />
      <SessionEffects />
      <ScrollRestoration />
    </>
  );
}
