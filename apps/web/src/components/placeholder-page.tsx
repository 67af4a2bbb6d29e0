import { FormattedMessage } from "../i18n/intl-lite";
import { useRoutePageTitle } from "../i18n/use-page-title";
import { ButtonLink } from "./button/button-link";

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
      <ButtonLink to="/" variant="primary">
        <FormattedMessage id="placeholder.home" />
      </ButtonLink>
    </section>
  );
}
