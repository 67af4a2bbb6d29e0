import type { MenuLink as MenuLinkData } from "@spc/shared";
import { AppBadges } from "../../components/app-badges/app-badges";
import { Logo } from "../../components/logo";
import { openModal } from "../../components/modal/modal-store";
import { useWebsiteMenu } from "../../features/content";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import { MenuLink } from "./menu-link";
import { SocialLinks } from "./social-links";
import "./site-footer.css";

function LinkColumn({ links }: { links: MenuLinkData[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="site-footer__column">
      {links.map((link) => (
        <li key={link.id}>
          <MenuLink link={link} className="site-footer__link" />
        </li>
      ))}
    </ul>
  );
}

/** Footer (spec §2.7): server link columns, app badges, social links, copyright. */
export function SiteFooter() {
  const intl = useIntl();
  const footer = useWebsiteMenu().data?.footer;

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo className="site-footer__logo" />
          <p className="site-footer__tagline">
            <FormattedMessage id="shell.footer.tagline" />
          </p>
          <AppBadges />
          <SocialLinks />
        </div>
        {footer && (
          <nav
            className="site-footer__nav"
            aria-label={intl.formatMessage({ id: "shell.nav.footer" })}
          >
            <LinkColumn links={footer.first_column} />
            <LinkColumn links={footer.second_column} />
            <LinkColumn links={footer.third_column} />
          </nav>
        )}
      </div>
      <div className="site-footer__legal">
        <p className="site-footer__copyright">
          <FormattedMessage
            id="shell.footer.copyright"
            values={{ year: String(new Date().getFullYear()) }}
          />
        </p>
        {/* Consent can be changed or withdrawn as easily as it was given (issue 19). */}
        <button
          type="button"
          className="site-footer__cookies"
          onClick={() => openModal("cookie-settings")}
        >
          <FormattedMessage id="shell.footer.cookieSettings" />
        </button>
      </div>
    </footer>
  );
}
