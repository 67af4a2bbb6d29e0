import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";

/** Route `*`: any path the table does not know. */
export function NotFoundPage() {
  usePageTitle("page.notFound.title");
  return (
    <section className="page page--centered" aria-labelledby="page-title">
      <p className="page__eyebrow" aria-hidden="true">
        <FormattedMessage id="notFound.code" />
      </p>
      <h1 id="page-title">
        <FormattedMessage id="page.notFound.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="notFound.body" />
      </p>
      <ButtonLink to="/" variant="primary">
        <FormattedMessage id="notFound.home" />
      </ButtonLink>
    </section>
  );
}
