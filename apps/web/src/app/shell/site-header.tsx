import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { MenuIcon } from "../../components/icons";
import { Logo } from "../../components/logo";
import { openModal } from "../../components/modal/modal-store";
import { useWebsiteMenu } from "../../features/content/api/get-website-menu";
import { CategoryBar } from "../../features/deals/components/category-bar";
import { showsHeaderSearch } from "../../features/search/search-paths";
import { HeaderSession } from "../../features/session/components/header-session";
import { LanguageToggle } from "./language-toggle";
import { MenuLink } from "./menu-link";
import "./site-header.css";

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

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to="/"
          className="site-header__logo"
          aria-label={intl.formatMessage({ id: "shell.logo.label" })}
        >
          <Logo />
        </Link>
        {menu && menu.header.length > 0 && (
          <nav
            className="site-header__nav"
            aria-label={intl.formatMessage({ id: "shell.nav.main" })}
          >
            <ul>
              {menu.header.map((link) => (
                <li key={link.id}>
                  <MenuLink link={link} className="site-header__nav-link" />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__actions">
          <LanguageToggle className="site-header__language" />
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
