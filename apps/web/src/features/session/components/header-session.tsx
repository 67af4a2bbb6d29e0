import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useSession } from "../session-query";
import { CreateAccountLink } from "./create-account-link";
import "./header-session.css";

// Only signed-in members see the dropdown: its code stays out of the first load of visitors.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

/** Which header variant applies (spec §2.7). */
export type HeaderVariant = "loading" | "visitor" | "no-card" | "member";

export function headerVariant(view: {
  loading: boolean;
  isLoggedIn: boolean;
  hasValidCard: boolean;
}): HeaderVariant {
  if (view.loading) return "loading";
  if (!view.isLoggedIn) return "visitor";
  return view.hasValidCard ? "member" : "no-card";
}

/**
 * The session part of the header (spec §2.7): logged out, Log in and Get started; logged in
 * without a valid card, Explore memberships; with a valid card, the membership QR shortcut on
 * phones; and the profile dropdown once logged in. Nothing while the session loads (no flash).
 */
export function HeaderSession() {
  const intl = useIntl();
  const view = useSession();
  const variant = headerVariant(view);
  if (variant === "loading") return <span className="header-session__placeholder" />;
  if (variant === "visitor") {
    return (
      <>
        <ButtonLink to="/login" variant="ghost" className="site-header__login">
          {/* Phones get the shorter wording (French "Connexion") so both calls fit one row. */}
          <span className="site-header__login-full">
            <FormattedMessage id="shell.cta.login" />
          </span>
          <span className="site-header__login-short">
            <FormattedMessage id="shell.header.loginShort" />
          </span>
        </ButtonLink>
        <CreateAccountLink variant="primary" className="site-header__signup">
          <FormattedMessage id="shell.cta.getStarted" />
        </CreateAccountLink>
      </>
    );
  }
  const { user, profile } = view.snapshot;
  const initial = (profile?.first_name || user?.name || user?.email || "?")
    .trim()
    .charAt(0)
    .toUpperCase();
  return (
    <>
      {variant === "no-card" ? (
        <ButtonLink to="/explore-memberships" variant="primary" className="header-session__explore">
          <FormattedMessage id="auth.header.exploreMemberships" />
        </ButtonLink>
      ) : (
        <Link
          to="/membership-screen"
          className="header-session__qr"
          aria-label={intl.formatMessage({ id: "auth.header.membershipQr" })}
        >
          <QrIcon />
        </Link>
      )}
      {view.isRegistered && (
        // Spec §2.7 header entry "favourites": a plain link in the first load, nothing more.
        <NavLink
          to="/favourites"
          className="header-session__favourites"
          aria-label={intl.formatMessage({ id: "favourites.header.link" })}
        >
          <HeartOutline />
        </NavLink>
      )}
      {/* The placeholder has the button's size, so nothing moves when the menu arrives. */}
      <Suspense fallback={<span className="header-session__placeholder" />}>
        <AccountMenu view={view} initial={initial} />
      </Suspense>
    </>
  );
}

function HeartOutline() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.7 4.5c2.2 0 3.6 1.2 5.3 3.1 1.7-1.9 3.1-3.1 5.3-3.1 3.8 0 5.8 4.1 4.3 7.4C19.5 16.4 12 21 12 21z"
      />
    </svg>
  );
}

function QrIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm9-2h2v2h-2v-2zm2 2h2v2h-2v-2zm2-2h3v2h-3v-2zm-4 4h2v2h-2v-2zm4 0h3v4h-2v-2h-1v-2zm-2 2h2v2h-2v-2zm-2 2h2v1h-2v-1z"
      />
    </svg>
  );
}
