import { useRouteError } from "react-router";
import { Button } from "../components/button/button";
import { FormattedMessage } from "../i18n/intl-lite";
import { usePageTitle } from "../i18n/use-page-title";

/** A page that threw: say so plainly and offer a reload instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle("page.error.title");
  console.error(error);
  return (
    <section className="page page--centered" aria-labelledby="error-title">
      <h1 id="error-title">
        <FormattedMessage id="page.error.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="page.error.body" />
      </p>
      <Button type="button" variant="primary" onClick={() => window.location.reload()}>
        <FormattedMessage id="page.error.reload" />
      </Button>
    </section>
  );
}
