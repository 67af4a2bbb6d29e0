import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { LOGIN_PATH } from "../guard-decision";
import { signOutStaff } from "../sign-out";
import { AdminFrame } from "./admin-frame";

/** A signed-in member (403 not_staff): this is not their place; the site, or another account. */
export function NotAllowedPage() {
  usePageTitle("admin.notAllowed.title");
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <AdminFrame>
      <h1>
        <FormattedMessage id="admin.notAllowed.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.notAllowed.body" />
      </p>
      <div className="admin-actions">
        <Link to="/" className="button button--primary">
          <FormattedMessage id="admin.notAllowed.home" />
        </Link>
        <Button
          variant="secondary"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            await signOutStaff(client);
            navigate(LOGIN_PATH, { replace: true });
          }}
        >
          <FormattedMessage id="admin.notAllowed.switch" />
        </Button>
      </div>
    </AdminFrame>
  );
}
