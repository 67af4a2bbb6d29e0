import { ADMINS_ONLY } from "@spc/shared";
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { type PoolLevel, usePoolLevels } from "../api/get-pool-levels";
import { CodeUploadForm } from "../components/code-upload-form";
import { DataTable } from "../components/data-table";
import { PoolAlertForm } from "../components/pool-alert-form";
import { RevealExportForm } from "../components/reveal-export-form";
import { rowPanelColumn } from "../components/row-panel-column";
import { poolStatus } from "../pool-status";
import { canWriteCatalogue, useStaff } from "../use-staff";

/**
 * /admin/codes: every uploaded pool's codes and free codes, its alert level and a low-stock
 * badge; writers (admins, editors) manage one pool at a time (file import, alert level); admins
 * export a partner's reveals. Support reads only: the write controls are not drawn for them.
 */
export function CodePoolsPage() {
  usePageTitle("admin.pools.title");
  const intl = useIntl();
  const staff = useStaff();
  const writer = canWriteCatalogue(staff);
  const levels = usePoolLevels();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (selected !== null) panelHeading.current?.focus();
  }, [selected]);

  const columns = useMemo<ColumnDef<PoolLevel>[]>(
    () => [
      {
        accessorKey: "offer_id",
        header: () => <FormattedMessage id="admin.pools.offer" />,
        cell: ({ getValue }) => `#${getValue<number>()}`,
      },
      {
        accessorKey: "code_type",
        header: () => <FormattedMessage id="admin.pools.type" />,
        cell: ({ getValue }) => (
          <FormattedMessage
            id={
              getValue<string>() === "upload_unique"
                ? "admin.pools.type.unique"
                : "admin.pools.type.random"
            }
          />
        ),
      },
      {
        accessorKey: "total",
        header: () => <FormattedMessage id="admin.pools.total" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        accessorKey: "free",
        header: () => <FormattedMessage id="admin.pools.free" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        accessorKey: "alert_threshold",
        header: () => <FormattedMessage id="admin.pools.alert" />,
        sortUndefined: "last",
        cell: ({ getValue }) => {
          const value = getValue<number | null>();
          return value === null ? (
            <FormattedMessage id="admin.pools.alert.none" />
          ) : (
            intl.formatNumber(value)
          );
        },
      },
      {
        id: "status",
        accessorFn: (pool) => poolStatus(pool),
        header: () => <FormattedMessage id="admin.pools.status" />,
        cell: ({ getValue }) => {
          const status = getValue<ReturnType<typeof poolStatus>>();
          if (status === "ok") return <FormattedMessage id="admin.pools.status.ok" />;
          return (
            <Badge tone={status === "empty" ? "danger" : "warning"}>
              <FormattedMessage
                id={status === "empty" ? "admin.pools.status.empty" : "admin.pools.status.low"}
              />
            </Badge>
          );
        },
      },
      ...(writer
        ? [
            rowPanelColumn<PoolLevel, number>({
              header: "admin.pools.actions",
              panelId: "admin-pool-panel",
              idOf: (pool) => pool.offer_id,
              selected,
              onSelect: setSelected,
              label: (pool) => (
                <FormattedMessage id="admin.pools.manage" values={{ offer: pool.offer_id }} />
              ),
            }),
          ]
        : []),
    ],
    [intl, writer, selected],
  );

  const table = useReactTable({
    data: levels.data?.pools ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (pool) => String(pool.offer_id),
  });

  const pool = levels.data?.pools.find((candidate) => candidate.offer_id === selected) ?? null;

  return (
    <section className="admin-page" aria-labelledby="admin-pools-title">
      <h1 id="admin-pools-title">
        <FormattedMessage id="admin.pools.title" />
      </h1>
      <p>
        <FormattedMessage id={writer ? "admin.pools.lead" : "admin.pools.leadReadOnly"} />
      </p>
      {levels.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : levels.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.pools.error" />
          </p>
          <Button variant="secondary" onClick={() => void levels.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : levels.data.pools.length === 0 ? (
        <p>
          <FormattedMessage id="admin.pools.empty" />
        </p>
      ) : (
        <DataTable
          table={table}
          caption={<FormattedMessage id="admin.pools.caption" />}
          rowClassName={(pool) => (selected === pool.offer_id ? "admin-table__open" : undefined)}
        />
      )}
      {writer && pool && (
        <section
          id="admin-pool-panel"
          className="admin-panel"
          aria-labelledby="admin-pool-panel-title"
        >
          <h2 id="admin-pool-panel-title" ref={panelHeading} tabIndex={-1}>
            <FormattedMessage id="admin.pools.panelTitle" values={{ offer: pool.offer_id }} />
          </h2>
          <div className="admin-panel__forms">
            <CodeUploadForm key={`upload-${pool.offer_id}`} offerId={pool.offer_id} />
            <PoolAlertForm
              key={`alert-${pool.offer_id}`}
              offerId={pool.offer_id}
              current={pool.alert_threshold}
            />
          </div>
        </section>
      )}
      {ADMINS_ONLY.includes(staff.role) && <RevealExportForm />}
    </section>
  );
}
