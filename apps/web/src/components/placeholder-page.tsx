import { Link } from "react-router";
import { FormattedMessage } from "../i18n/intl-lite";
import { useRoutePageTitle } from "../i18n/use-page-title";

/** Stands in for pages of later work: titled, translated, and a way back home. */
export function PlaceholderPage() {
  const title = useRoutePageTitle("page.comingSoon.title");

  return (
    <section className="page page--centered" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id={title} />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="placeholder.body" />
      </p>
      <Link to="/" className="button button--primary">
        <FormattedMessage id="placeholder.home" />
      </Link>
    </section>
  );
}
