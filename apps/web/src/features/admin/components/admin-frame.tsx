import type { ReactNode } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { AdminLanguageSwitch } from "./admin-language-switch";
import "../admin.css";

/**
 * The back office's bare frame (sign-in, set-up, not allowed): a skip link, a banner with the
 * name of the place and the language switch, and the main landmark. No member header or footer.
 */
export function AdminFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="admin admin--bare">
      <a className="skip-link" href="#admin-main">
        <FormattedMessage id="admin.shell.skip" />
      </a>
      <header className="admin-topbar">
        <span className="admin-topbar__brand">
          <FormattedMessage id="admin.shell.brand" />
        </span>
        <div className="admin-topbar__end">
          {aside}
          <AdminLanguageSwitch />
        </div>
      </header>
      <main id="admin-main" className="admin-main admin-main--narrow" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
