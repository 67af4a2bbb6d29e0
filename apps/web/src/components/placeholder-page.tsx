import { FormattedMessage } from "react-intl";
import { Link, useMatches } from "react-router";
import type { PageHandle } from "../app/routes";
import { usePageTitle } from "../i18n/use-page-title";

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "title" in handle;
}

/** Stands in for pages of later work: titled, translated, and a way back home. */
export function PlaceholderPage() {
  const handle = useMatches().at(-1)?.handle;
  const title = isPageHandle(handle) ? handle.title : "page.comingSoon.title";
  usePageTitle(title);

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
