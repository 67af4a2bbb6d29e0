import type { Brand } from "@spc/shared";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { queryClient } from "../../../lib/query-client";
import { PageHeading, pageCopyQueryOptions } from "../../page-copy";
import { brandsQueryOptions, useBrands } from "../api/get-brands";
import { groupByLetter, INDEX_LETTERS, letterAnchor } from "../letter-index";
import "./brands-page.css";

const SKELETONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Starts the page's reads with its chunk, without waiting. */
export function brandsLoader(): null {
  void queryClient.prefetchQuery(brandsQueryOptions());
  void queryClient.prefetchQuery(pageCopyQueryOptions("brands"));
  return null;
}

/** After the index's link moved the page, its letter's heading takes the focus (keyboard users). */
function focusLetter(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const heading = document.getElementById(anchor);
  if (!heading) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  heading.focus({ preventScroll: true });
}

function BrandTile({ brand }: { brand: Brand }) {
  return (
    <li>
      <Link to={`/deals/${brand.url_name}`} className="brand-tile" data-testid="brand-link">
        <span className="brand-tile__logo" aria-hidden="true">
          {brand.logo_url ? (
            <img
              src={brand.logo_url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ) : (
            brand.partner_name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className="brand-tile__text">
          <span className="brand-tile__name">{brand.partner_name}</span>
          <span className="brand-tile__count">
            <FormattedMessage id="brands.offerCount" values={{ count: brand.offer_count }} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * /brands (spec §2.1): every active partner with a listed offer, A–Z under its letter, each
 * linking to its deals (/deals/:partnerUrlName); a letter index jumps to each letter, and letters
 * without a brand are shown but disabled.
 */
export function BrandsPage() {
  const intl = useIntl();
  const brands = useBrands();
  const groups = groupByLetter(brands.data?.data ?? []);
  const present = new Set(groups.map((group) => group.letter));
  return (
    <div className="page brands-page">
      <PageHeading slug="brands" title="page.brands.title" />
      <nav className="brands-index" aria-label={intl.formatMessage({ id: "brands.index.label" })}>
        <ul>
          {INDEX_LETTERS.map((letter) => {
            const anchor = letterAnchor(letter);
            const name =
              letter === "#" ? intl.formatMessage({ id: "brands.index.digits" }) : letter;
            return (
              <li key={letter}>
                {brands.data && present.has(letter) ? (
                  <a
                    href={`#${anchor}`}
                    className="brands-index__letter"
                    aria-label={letter === "#" ? name : undefined}
                    onClick={(event) => focusLetter(event, anchor)}
                  >
                    {letter}
                  </a>
                ) : (
                  <span
                    className="brands-index__letter brands-index__letter--disabled"
                    aria-disabled="true"
                    title={intl.formatMessage({ id: "brands.index.none" }, { letter: name })}
                  >
                    {letter}
                    <span className="visually-hidden">
                      {" "}
                      <FormattedMessage id="brands.index.noneShort" />
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {brands.isPending && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <FormattedMessage id="brands.loading" />
          </p>
          <ul className="brands-grid" aria-hidden="true">
            {SKELETONS.map((n) => (
              <li key={n} className="brand-tile brand-tile--skeleton" />
            ))}
          </ul>
        </div>
      )}
      {brands.isError && (
        <div role="alert" className="brands-state">
          <p>
            <FormattedMessage id="brands.loadError" />
          </p>
          <Button type="button" variant="secondary" onClick={() => brands.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {brands.data && groups.length === 0 && (
        <p className="brands-state">
          <FormattedMessage id="brands.empty" />
        </p>
      )}
      {groups.map((group) => (
        <section key={group.letter} className="brands-letter" aria-labelledby={group.anchor}>
          <h2 id={group.anchor} tabIndex={-1} className="brands-letter__heading">
            {group.letter === "#" ? (
              <>
                <span aria-hidden="true">#</span>
                <span className="visually-hidden">
                  <FormattedMessage id="brands.index.digits" />
                </span>
              </>
            ) : (
              group.letter
            )}
          </h2>
          <ul className="brands-grid">
            {group.brands.map((brand) => (
              <BrandTile key={brand.partner_id} brand={brand} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
