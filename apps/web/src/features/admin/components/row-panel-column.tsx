import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";

interface RowPanelColumn<Row, Id> {
  /** The column's name for screen readers (its header is hidden). */
  header: MessageId;
  /** The id of the panel the button opens below the table. */
  panelId: string;
  idOf: (row: Row) => Id;
  selected: Id | null;
  onSelect: (id: Id | null) => void;
  /** The button's words for a row ("Manage codes for …"). */
  label: (row: Row) => ReactNode;
}

/**
 * The last column of a back-office table whose rows each open one panel below it (code pools,
 * campus codes): a button per row that opens its panel, or closes it when it is the one open.
 */
export function rowPanelColumn<Row, Id>(options: RowPanelColumn<Row, Id>): ColumnDef<Row> {
  const { header, panelId, idOf, selected, onSelect, label } = options;
  return {
    id: "actions",
    enableSorting: false,
    header: () => (
      <span className="visually-hidden">
        <FormattedMessage id={header} />
      </span>
    ),
    cell: ({ row }) => {
      const id = idOf(row.original);
      return (
        <Button
          variant="secondary"
          size="small"
          aria-expanded={selected === id}
          aria-controls={panelId}
          onClick={() => onSelect(selected === id ? null : id)}
        >
          {label(row.original)}
        </Button>
      );
    },
  };
}
