import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { MenuIcon } from "../../components/icons";
import { Logo } from "../../components/logo";
import { openModal } from "../../components/modal/modal-store";
import { useWebsiteMenu } from "../../features/content";
import { CategoryBar } from "../../features/deals";
import { showsHeaderSearch } from "../../features/offers";
import { HeaderSession, useSession } from "../../features/session";
import { useIntl } from "../../i18n/intl-lite";
import { LanguageToggle } from "./language-toggle";
import { SiteHeaderNav } from "./site-header-nav";
import "./site-header.css";

// The membership-expiry banner and the age and ID check (spec §4) load only for registered members.
const MemberExtras = lazy(() => import("./member-extras"));

// The notification centre (decision 0048): the bell, its panel and its count query (sent after
// the first screen) are a chunk of their own, for registered members only.
const NotificationBell = lazy(() =>
  import("../../features/notifications/components/notification-bell").then((m) => ({
    default: m.NotificationBell,
  })),
);

// The search row only exists on deals pages: its code loads with them, not with the first page.
const HeaderSearch = lazy(() =>
  import("../../features/search/components/header-search").then((m) => ({
    default: m.HeaderSearch,
  })),
);

/** The header (spec §2.7): logo, server menu, the session variant (HeaderSession), hamburger. */
export function SiteHeader() {
  const intl = useIntl();
  const menu = useWebsiteMenu().data;
  const { pathname } = useLocation();
  // Spec §4: the SPC+ logo for any unexpired cibc card.
  const session = useSession();
  const plus = session.showsPlusLogo;

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to="/"
          className="site-header__logo"
          aria-label={intl.formatMessage({
            id: plus ? "membership.header.plusLogo" : "shell.logo.label",
          })}
          data-plus={plus || undefined}
        >
          <Logo />
          {plus && (
            <span aria-hidden="true" style={{ fontWeight: 800, fontSize: "1.4rem", marginLeft: 2 }}>
              +
            </span>
          )}
        </Link>
        {menu && menu.header.length > 0 && <SiteHeaderNav links={menu.header} />}
        <div className="site-header__actions">
          <LanguageToggle className="site-header__language" />
          {session.isRegistered && (
            <Suspense fallback={<span className="header-session__placeholder" />}>
              <NotificationBell />
            </Suspense>
          )}
          <HeaderSession />
          <button
            type="button"
            className="site-header__menu-button"
            aria-haspopup="dialog"
            aria-label={intl.formatMessage({ id: "shell.menu.open" })}
            onClick={() => openModal("mobile-menu")}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {session.isRegistered && (
        <Suspense fallback={null}>
          <MemberExtras />
        </Suspense>
      )}
      {showsHeaderSearch(pathname) && (
        // The reserved height keeps the page from jumping when the search row arrives.
        <div style={{ minHeight: "3.75rem" }}>
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        </div>
      )}
      <CategoryBar />
    </header>
  );
}
