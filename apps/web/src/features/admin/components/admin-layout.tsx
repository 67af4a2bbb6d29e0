import type { StaffMe } from "@spc/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { LOGIN_PATH } from "../guard-decision";
import { signOutStaff } from "../sign-out";
import { AdminLanguageSwitch } from "./admin-language-switch";
import { RoleName } from "./role-name";
import "../admin.css";

interface NavItem {
  to: string;
  label: MessageId;
  end?: boolean;
}

/**
 * The sections of the back office, in the order staff use them. Only pages that exist are
 * listed (a partner's store locations are on its page); Staff (admins) joins when it is built.
 */
const NAV_ITEMS: readonly NavItem[] = [
  { to: "/admin", label: "admin.nav.dashboard", end: true },
  { to: "/admin/partners", label: "admin.nav.partners" },
  { to: "/admin/offers", label: "admin.nav.offers" },
  { to: "/admin/collections", label: "admin.nav.collections" },
  { to: "/admin/ads", label: "admin.nav.ads" },
  { to: "/admin/email-opts", label: "admin.nav.emailOpts" },
  { to: "/admin/codes", label: "admin.nav.codes" },
  { to: "/admin/card-batches", label: "admin.nav.cardBatches" },
  { to: "/admin/schools", label: "admin.nav.schools" },
  { to: "/admin/audit", label: "admin.nav.audit" },
];

/**
 * After a move to another back-office page (not the first one, not a change of query), focus
 * goes to the main landmark, so a keyboard or screen-reader user starts at the new page.
 */
function useFocusMainOnPageChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById("admin-main")?.focus();
  }, [pathname]);
}

/** The signed-in back office: skip link, banner (who, role, sign-out), navigation, main. */
export function AdminLayout({ staff }: { staff: StaffMe }) {
  const intl = useIntl();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // Until the second factor is set up, the API answers only "who am I": no sections to offer.
  const ready = staff.two_factor_enabled;
  useFocusMainOnPageChange();

  async function signOut() {
    setLeaving(true);
    await signOutStaff(client);
    navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        <FormattedMessage id="admin.shell.skip" />
      </a>
      <header className="admin-topbar">
        <span className="admin-topbar__brand">
          <FormattedMessage id="admin.shell.brand" />
        </span>
        <div className="admin-topbar__end">
          <p className="admin-topbar__who">
            <span className="admin-topbar__name">{staff.name || staff.email}</span>{" "}
            <Badge tone="info">
              <RoleName role={staff.role} />
            </Badge>
          </p>
          <AdminLanguageSwitch />
          <Button variant="secondary" size="small" busy={leaving} onClick={signOut}>
            <FormattedMessage id="admin.shell.signOut" />
          </Button>
        </div>
      </header>
      <div className="admin-body">
        {ready && (
          <nav className="admin-nav" aria-label={intl.formatMessage({ id: "admin.nav.label" })}>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="admin-nav__link">
                    <FormattedMessage id={item.label} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<AppLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
