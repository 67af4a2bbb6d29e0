import { flexRender, type Table } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { SortHeader } from "./sort-header";

/** A TanStack table in the back office's markup: caption, sortable headings, one row per item. */
export function DataTable<T>({
  table,
  caption,
  busy,
  className,
  rowClassName,
}: {
  table: Table<T>;
  caption: ReactNode;
  busy?: boolean;
  /** A modifier of the table's class (e.g. admin-table--audit). */
  className?: string;
  /** A class for a row from its item (e.g. the open one). */
  rowClassName?: (item: T) => string | undefined;
}) {
  return (
    <div className="admin-table-wrap" aria-busy={busy || undefined}>
      <table className={className ? `admin-table ${className}` : "admin-table"}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortHeader key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`admin-table__${cell.column.id}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
