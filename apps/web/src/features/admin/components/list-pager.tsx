import { ADMIN_PAGE_SIZES } from "@spc/shared";
import { useId } from "react";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";

/** Pages of a server-paged table: where we are, previous/next, and rows per page. */
export function ListPager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const intl = useIntl();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={intl.formatMessage({ id: "admin.list.pages" })}>
      <p className="admin-pager__where">
        <FormattedMessage
          id="admin.list.pageOf"
          values={{
            page: intl.formatNumber(page),
            pages: intl.formatNumber(pages),
            total: intl.formatNumber(total),
          }}
        />
      </p>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="admin.list.previous" />
      </Button>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="admin.list.next" />
      </Button>
      <label htmlFor={sizeId} className="admin-pager__size">
        <FormattedMessage id="admin.list.pageSize" />
      </label>
      <select
        id={sizeId}
        className="form-field__input admin-pager__select"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
      >
        {ADMIN_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
