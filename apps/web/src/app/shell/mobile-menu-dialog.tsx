import { MENU_ITEM_DELAY_MS } from "@spc/shared";
import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { Modal } from "../../components/modal/modal";
import { useWebsiteMenu } from "../../features/content/api/get-website-menu";
import { LanguageToggle } from "./language-toggle";
import { MenuLink } from "./menu-link";
import "./mobile-menu-dialog.css";

/** The small-screen menu (spec §2.7): server items, EN | FR, and the two calls to action. */
export function MobileMenuDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const links = useWebsiteMenu().data?.header ?? [];
  const { pathname } = useLocation();

  // Any navigation (a link here, or the browser's back button) closes the menu.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  return (
    <Modal
      open
      onClose={onClose}
      variant="sheet"
      title={intl.formatMessage({ id: "shell.menu.title" })}
    >
      <nav aria-label={intl.formatMessage({ id: "shell.nav.main" })}>
        <ul className="mobile-menu__list">
          {links.map((link, index) => (
            <li
              key={link.id}
              className="mobile-menu__item"
              style={{ animationDelay: `${index * MENU_ITEM_DELAY_MS}ms` }}
            >
              <MenuLink link={link} className="mobile-menu__link" onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageToggle className="mobile-menu__language" />
      <div className="mobile-menu__actions">
        <Link to="/signup" className="button button--primary" onClick={onClose}>
          <FormattedMessage id="shell.cta.getStarted" />
        </Link>
        <Link to="/login" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="shell.cta.login" />
        </Link>
      </div>
    </Modal>
  );
}
