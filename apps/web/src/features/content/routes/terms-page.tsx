import Markdown from "react-markdown";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage, useLanguageStore } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useTerms } from "../api/get-terms";
import { termsFor } from "../terms-for";
import "./terms-page.css";

// The page already has its <h1>; the document's own headings sit one level below it, so the page
// keeps a single top-level heading for screen-reader navigation.
const DEMOTED_HEADINGS = { h1: "h2", h2: "h3", h3: "h4", h4: "h5", h5: "h6" } as const;

/** /terms: the server's markdown, rendered without raw HTML (react-markdown's safe default). */
export function TermsPage() {
  usePageTitle("page.terms.title");
  const language = useLanguage();
  const country = useLanguageStore((state) => state.country);
  const terms = useTerms();

  return (
    <article className="page terms" aria-labelledby="page-title" aria-busy={terms.isPending}>
      <h1 id="page-title">
        <FormattedMessage id="page.terms.title" />
      </h1>
      {terms.isPending && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {terms.isError && (
        <div role="alert" className="terms__error">
          <p>
            <FormattedMessage id="terms.loadError" />
          </p>
          <Button type="button" variant="secondary" onClick={() => terms.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {terms.data && (
        <div className="terms__body">
          <Markdown components={DEMOTED_HEADINGS}>
            {termsFor(terms.data, language, country)}
          </Markdown>
        </div>
      )}
    </article>
  );
}
