import { Link } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";

/** An /admin address with no page (yet): say so, inside the back office. */
export function AdminNotFoundPage() {
  usePageTitle("admin.notFound.title");
  return (
    <section className="admin-page" aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title">
        <FormattedMessage id="admin.notFound.title" />
      </h1>
      <p>
        <Link to="/admin">
          <FormattedMessage id="admin.notFound.back" />
        </Link>
      </p>
    </section>
  );
}
