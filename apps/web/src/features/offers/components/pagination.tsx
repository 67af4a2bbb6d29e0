import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { Pagination as PaginationData } from "../api/types";
import { readListingState, writeListingState } from "../listing/listing-params";

/** Previous / next links with "Page 2 of 9": real links, so the page lives in the URL. */
export function Pagination({ pagination }: { pagination: PaginationData }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { current_page: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = writeListingState(params, { ...readListingState(params), page: target });
    const search = next.toString();
    return search ? `?${search}` : "?";
  };
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: "offer.pagination.label" })}>
      {page > 1 ? (
        <ButtonLink variant="secondary" to={href(page - 1)} rel="prev">
          <FormattedMessage id="offer.pagination.previous" />
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="pagination__status" aria-current="page">
        <FormattedMessage id="offer.pagination.status" values={{ page, pages }} />
      </p>
      {page < pages ? (
        <ButtonLink variant="secondary" to={href(page + 1)} rel="next">
          <FormattedMessage id="offer.pagination.next" />
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
