import { ADMINS_ONLY, type AdminCardBatch } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { cardBatchFileUrl, useCardBatches } from "../api/card-batches";
import { CardBatchForm } from "../components/card-batch-form";
import { DataTable } from "../components/data-table";
import { useStaff } from "../use-staff";

/**
 * /admin/card-batches: the in-store card batches with their activations; admins make a batch
 * and download its numbers and security codes — once (the API refuses a second download).
 */
export function CardBatchesPage() {
  usePageTitle("admin.batches.title");
  const intl = useIntl();
  const admin = ADMINS_ONLY.includes(useStaff().role);
  const batches = useCardBatches();
  const [taken, setTaken] = useState<Set<string>>(new Set());

  const columns = useMemo<ColumnDef<AdminCardBatch>[]>(
    () => [
      { accessorKey: "batch_id", header: () => <FormattedMessage id="admin.batches.batch" /> },
      {
        accessorKey: "cobrand",
        header: () => <FormattedMessage id="admin.batches.cobrand" />,
        cell: ({ getValue }) =>
          intl.formatMessage({
            id: `admin.batches.cobrand.${getValue<AdminCardBatch["cobrand"]>()}`,
          }),
      },
      {
        accessorKey: "count",
        header: () => <FormattedMessage id="admin.batches.count" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        accessorKey: "activated",
        header: () => <FormattedMessage id="admin.batches.activated" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        accessorKey: "created_at",
        header: () => <FormattedMessage id="admin.batches.created" />,
        cell: ({ row }) => (
          <>
            <time dateTime={row.original.created_at}>
              {intl.formatDate(row.original.created_at, { dateStyle: "medium" })}
            </time>{" "}
            <span className="admin-hint">({row.original.created_by})</span>
          </>
        ),
      },
      {
        id: "file",
        header: () => <FormattedMessage id="admin.batches.file" />,
        cell: ({ row }) => {
          const batch = row.original;
          if (batch.downloaded_at || taken.has(batch.batch_id)) {
            return (
              <FormattedMessage
                id="admin.batches.downloaded"
                values={{
                  date: batch.downloaded_at
                    ? intl.formatDate(batch.downloaded_at, { dateStyle: "medium" })
                    : intl.formatMessage({ id: "admin.batches.justNow" }),
                }}
              />
            );
          }
          if (!admin) return <FormattedMessage id="admin.batches.notDownloaded" />;
          return (
            <a
              href={cardBatchFileUrl(batch.batch_id)}
              download
              onClick={() => {
                setTaken((current) => new Set(current).add(batch.batch_id));
                setTimeout(() => void batches.refetch(), 2000);
              }}
            >
              <FormattedMessage id="admin.batches.download" values={{ batch: batch.batch_id }} />
            </a>
          );
        },
      },
    ],
    [intl, admin, taken, batches],
  );

  const table = useReactTable({
    data: batches.data?.items ?? [],
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (batch) => batch.batch_id,
  });

  return (
    <section className="admin-page" aria-labelledby="admin-batches-title">
      <h1 id="admin-batches-title">
        <FormattedMessage id="admin.batches.title" />
      </h1>
      {admin && (
        <FormAlert tone="info">
          <FormattedMessage id="admin.batches.once" />
        </FormAlert>
      )}
      {batches.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : batches.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.batches.error" />
          </p>
          <Button variant="secondary" onClick={() => void batches.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : batches.data.items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.batches.empty" />
        </p>
      ) : (
        <DataTable table={table} caption={<FormattedMessage id="admin.batches.caption" />} />
      )}
      {admin && <CardBatchForm />}
    </section>
  );
}
