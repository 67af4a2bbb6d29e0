import { MENU_ITEM_DELAY_MS } from "@spc/shared";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../components/button/button-link";
import { Modal } from "../../components/modal/modal";
import { useWebsiteMenu } from "../../features/content";
import { CreateAccountLink, headerVariant, useSession } from "../../features/session";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
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
      <MobileMenuActions onClose={onClose} />
    </Modal>
  );
}

/** The calls to action follow the header's session variant (spec §2.7). */
function MobileMenuActions({ onClose }: { onClose: () => void }) {
  const view = useSession();
  const variant = headerVariant(view);
  if (variant === "loading") return null;
  if (variant === "visitor") {
    return (
      <div className="mobile-menu__actions">
        {/* Replaces this menu with the create-account dialog (one dialog at a time). */}
        <CreateAccountLink variant="primary">
          <FormattedMessage id="shell.cta.getStarted" />
        </CreateAccountLink>
        <ButtonLink to="/login" variant="secondary" onClick={onClose}>
          <FormattedMessage id="shell.cta.login" />
        </ButtonLink>
      </div>
    );
  }
  // Saved and profile links need registration (spec §2.7).
  const registered = Boolean(view.snapshot.registration?.registered);
  return (
    <div className="mobile-menu__actions">
      {variant === "member" ? (
        <ButtonLink to="/membership-screen" variant="primary" onClick={onClose}>
          <FormattedMessage id="auth.header.membershipQr" />
        </ButtonLink>
      ) : (
        <ButtonLink to="/explore-memberships" variant="primary" onClick={onClose}>
          <FormattedMessage id="auth.header.exploreMemberships" />
        </ButtonLink>
      )}
      {registered && (
        <ButtonLink to="/profile" variant="secondary" onClick={onClose}>
          <FormattedMessage id="auth.header.profile" />
        </ButtonLink>
      )}
      <ButtonLink to="/logout" variant="ghost" onClick={onClose}>
        <FormattedMessage id="auth.header.logout" />
      </ButtonLink>
    </div>
  );
}
