import { flexRender, type Header } from "@tanstack/react-table";
import { FormattedMessage } from "../../../i18n/intl-lite";

/**
 * A column heading; a sortable one is a button that says the order (aria-sort on the heading),
 * so sorting works from the keyboard and is announced.
 */
export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th scope="col">{content}</th>;
  const order = header.column.getIsSorted();
  return (
    <th
      scope="col"
      aria-sort={order === "asc" ? "ascending" : order === "desc" ? "descending" : "none"}
    >
      <button
        type="button"
        className="admin-sort"
        onClick={header.column.getToggleSortingHandler()}
      >
        {content}
        <span aria-hidden="true" className="admin-sort__mark">
          {order === "asc" ? "▲" : order === "desc" ? "▼" : "↕"}
        </span>
        <span className="visually-hidden">
          <FormattedMessage
            id={
              order === "asc"
                ? "admin.table.sortedAsc"
                : order === "desc"
                  ? "admin.table.sortedDesc"
                  : "admin.table.sortable"
            }
          />
        </span>
      </button>
    </th>
  );
}
