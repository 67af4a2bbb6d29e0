import { Link } from "react-router";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { usePoolLevels } from "../api/get-pool-levels";
import { RoleName } from "../components/role-name";
import { poolStatus } from "../pool-status";
import { useStaff } from "../use-staff";

/** /admin: who is signed in, what needs attention (pools running out), and where to go. */
export function DashboardPage() {
  usePageTitle("admin.dashboard.title");
  const staff = useStaff();
  const levels = usePoolLevels();
  const short = levels.data?.pools.filter((pool) => poolStatus(pool) !== "ok").length ?? null;

  return (
    <section className="admin-page" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">
        <FormattedMessage id="admin.dashboard.title" />
      </h1>
      <p>
        <FormattedMessage
          id="admin.dashboard.welcome"
          values={{ name: staff.name || staff.email, role: <RoleName role={staff.role} /> }}
        />
      </p>
      <div className="admin-cards">
        <Card as="section" aria-labelledby="admin-dashboard-pools">
          <h2 id="admin-dashboard-pools">
            <Link to="/admin/codes">
              <FormattedMessage id="admin.nav.codes" />
            </Link>
          </h2>
          <p role="status">
            {short === null ? (
              <FormattedMessage id="admin.loading" />
            ) : (
              <FormattedMessage id="admin.dashboard.poolsShort" values={{ count: short }} />
            )}
          </p>
        </Card>
        <Card as="section" aria-labelledby="admin-dashboard-audit">
          <h2 id="admin-dashboard-audit">
            <Link to="/admin/audit">
              <FormattedMessage id="admin.nav.audit" />
            </Link>
          </h2>
          <p>
            <FormattedMessage id="admin.dashboard.audit" />
          </p>
        </Card>
      </div>
    </section>
  );
}
