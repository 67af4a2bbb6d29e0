import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage, useLanguageStore } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useTerms } from "../api/get-terms";
import { ContentMarkdown } from "../components/content-markdown";
import { termsFor } from "../terms-for";
import "./terms-page.css";

/**
 * /terms: the server's markdown through the content renderer (no raw HTML, the link rule, /fr on
 * internal links for French readers; decision 0035). The document's own headings sit one level
 * below the page's own heading.
 */
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
          <ContentMarkdown demoteHeadings>
            {termsFor(terms.data, language, country)}
          </ContentMarkdown>
        </div>
      )}
    </article>
  );
}
