import { useCallback, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { queryClient } from "../../../lib/query-client";
import { ContentMarkdown } from "../../content";
import { PageHeading, pageCopyQueryOptions, usePageCopy } from "../../page-copy";
import { faqQueryOptions, useFaq } from "../api/get-faq";
import { FaqQuestion } from "../components/faq-question";
import { searchFaq } from "../faq-search";
import "../../../components/form/form-field.css";
import "./support.css";

/** Starts the page's reads with its chunk (the FAQ and the page's row), without waiting. */
export function faqLoader(): null {
  void queryClient.prefetchQuery(faqQueryOptions());
  void queryClient.prefetchQuery(pageCopyQueryOptions("faq-help"));
  return null;
}

/** The question a `#slug` in the address names, once the FAQ has it. */
function useAnchoredQuestion(slugs: ReadonlySet<string>, open: (slug: string) => void) {
  const { hash } = useLocation();
  const slug = decodeURIComponent(hash.replace(/^#/, ""));
  const known = slugs.has(slug);
  useEffect(() => {
    if (!known) return;
    open(slug);
    // After the answer is shown: the question comes into view and takes the focus.
    requestAnimationFrame(() => {
      const element = document.getElementById(slug);
      element?.scrollIntoView({ block: "start" });
      element?.querySelector<HTMLElement>("button")?.focus({ preventScroll: true });
    });
  }, [slug, known, open]);
}

/**
 * /faq-help: the FAQ from the API by category, a search box that filters the questions as the
 * reader types and says how many match, and an anchor per question (`/faq-help#<slug>` opens and
 * scrolls to it). The page's row adds the line under the questions (write to us).
 */
export function FaqPage() {
  const intl = useIntl();
  const language = useLanguage();
  const faq = useFaq();
  const copy = usePageCopy("faq-help");
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const result = searchFaq(faq.data?.data ?? [], query, language);
  const slugs = new Set(faq.data?.data.flatMap((c) => c.entries.map((e) => e.slug)) ?? []);

  const toggle = (slug: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  // Stable, so the anchor effect runs once per address. A search that hides the question the
  // address names is cleared, so the question shows.
  const open = useCallback((slug: string) => {
    setQuery("");
    setOpened((current) => (current.has(slug) ? current : new Set([...current, slug])));
  }, []);
  useAnchoredQuestion(slugs, open);

  return (
    <div className="page support-page">
      <PageHeading slug="faq-help" title="page.faqHelp.title" />
      <search className="faq-search">
        <label htmlFor={searchId} className="faq-search__label">
          <FormattedMessage id="faq.search.label" />
        </label>
        <input
          id={searchId}
          type="search"
          className="form-field__input faq-search__input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage({ id: "faq.search.placeholder" })}
          autoComplete="off"
          aria-controls="faq-results"
        />
        <p className="faq-search__count" role="status">
          {faq.data && result.searching && (
            <FormattedMessage id="faq.search.count" values={{ count: result.count }} />
          )}
        </p>
      </search>

      {faq.isPending && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <FormattedMessage id="faq.loading" />
          </p>
          {[0, 1, 2, 3, 4].map((n) => (
            <div key={n} className="support-skeleton support-skeleton--row" aria-hidden="true" />
          ))}
        </div>
      )}
      {faq.isError && (
        <div role="alert" className="support-state">
          <p>
            <FormattedMessage id="faq.loadError" />
          </p>
          <Button type="button" variant="secondary" onClick={() => faq.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}

      <div id="faq-results">
        {faq.data && result.count === 0 && (
          <div className="support-state faq-empty">
            <p>
              <FormattedMessage id="faq.search.empty" values={{ query: query.trim() }} />
            </p>
            <div className="faq-empty__actions">
              <Button type="button" variant="secondary" onClick={() => setQuery("")}>
                <FormattedMessage id="faq.search.clear" />
              </Button>
              <Link to="/contact" className="button button--ghost">
                <FormattedMessage id="faq.contact" />
              </Link>
            </div>
          </div>
        )}
        {result.categories.map((category) => (
          <section
            key={category.slug}
            className="faq-category"
            aria-labelledby={`faq-category-${category.slug}`}
          >
            <h2 id={`faq-category-${category.slug}`}>{category[`name_${language}`]}</h2>
            <ul className="faq-questions">
              {category.entries.map((entry) => (
                <FaqQuestion
                  key={entry.id}
                  entry={entry}
                  open={opened.has(entry.slug)}
                  onToggle={() => toggle(entry.slug)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>

      {copy.data?.[`body_${language}`] && (
        <ContentMarkdown className="support-note">{copy.data[`body_${language}`]}</ContentMarkdown>
      )}
    </div>
  );
}
