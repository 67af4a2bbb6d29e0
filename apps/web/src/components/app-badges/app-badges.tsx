import { FormattedMessage } from "../../i18n/intl-lite";
import { EXTERNAL_LINKS } from "../../lib/external-links";
import { AppleIcon, GooglePlayIcon } from "../icons";
import "./app-badges.css";

/**
 * App Store and Google Play badges drawn in CSS, so nothing loads from elsewhere (the footer and
 * the home page show them).
 */
export function AppBadges() {
  return (
    <ul className="app-badges">
      <li>
        <a className="app-badge" href={EXTERNAL_LINKS.appStore}>
          <AppleIcon />
          <span className="app-badge__text">
            <small>
              <FormattedMessage id="shell.badge.appStore.prefix" />
            </small>
            <FormattedMessage id="shell.badge.appStore.name" />
          </span>
        </a>
      </li>
      <li>
        <a className="app-badge" href={EXTERNAL_LINKS.googlePlay}>
          <GooglePlayIcon />
          <span className="app-badge__text">
            <small>
              <FormattedMessage id="shell.badge.googlePlay.prefix" />
            </small>
            <FormattedMessage id="shell.badge.googlePlay.name" />
          </span>
        </a>
      </li>
    </ul>
  );
}
