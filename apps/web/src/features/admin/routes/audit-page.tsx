import type { AuditEntry } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useAudit } from "../api/get-audit";
import { AUDIT_FILTER_NAMES, auditQueryFromSearch } from "../audit-filters";
import { AuditChanges } from "../components/audit-changes";
import { DataTable } from "../components/data-table";
import "../../../components/form/form-field.css";

/** Known actions and entity types, in the person's words; others show as the API names them. */
const ACTIONS: Record<string, MessageId> = {
  import: "admin.audit.action.import",
  update: "admin.audit.action.update",
  export: "admin.audit.action.export",
  create: "admin.audit.action.create",
  delete: "admin.audit.action.delete",
  publish: "admin.audit.action.publish",
};
const ENTITY_TYPES: Record<string, MessageId> = {
  code_pool: "admin.audit.entity.codePool",
  partner_reveals: "admin.audit.entity.partnerReveals",
  partner: "admin.audit.entity.partner",
  offer: "admin.audit.entity.offer",
};

const PAGE_SIZE = 25;

/** Where the previous pages started (the `before` of each), carried in the history entry. */
interface PagingState {
  cursors?: string[];
}

/**
 * /admin/audit: every staff change, newest first, paged on the server (`before`), filtered by
 * entity, action and days — all in the address, so a filtered view can be shared and the back
 * button walks back through it. Before and after are shown as text, field by field.
 */
export function AuditPage() {
  usePageTitle("admin.audit.title");
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = auditQueryFromSearch(search, PAGE_SIZE);
  const audit = useAudit(query);
  const cursors = (location.state as PagingState | null)?.cursors ?? [];

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        accessorKey: "at",
        header: () => <FormattedMessage id="admin.audit.at" />,
        cell: ({ getValue }) => (
          <time dateTime={getValue<string>()}>
            {intl.formatDate(getValue<string>(), { dateStyle: "medium", timeStyle: "short" })}
          </time>
        ),
      },
      {
        id: "actor",
        header: () => <FormattedMessage id="admin.audit.actor" />,
        cell: ({ row }) => (
          <>
            {row.original.actor_email}
            <span className="admin-hint"> ({row.original.actor_role})</span>
          </>
        ),
      },
      {
        accessorKey: "action",
        header: () => <FormattedMessage id="admin.audit.actionHeading" />,
        cell: ({ getValue }) => {
          const action = getValue<string>();
          const id = ACTIONS[action];
          return id ? <FormattedMessage id={id} /> : action;
        },
      },
      {
        id: "entity",
        header: () => <FormattedMessage id="admin.audit.entityHeading" />,
        cell: ({ row }) => {
          const id = ENTITY_TYPES[row.original.entity_type];
          // The entity's whole history: the log filtered on it.
          const history = new URLSearchParams({
            entity_type: row.original.entity_type,
            entity_id: row.original.entity_id,
          });
          return (
            <Link to={`?${history}`} title={intl.formatMessage({ id: "admin.audit.history" })}>
              {id ? <FormattedMessage id={id} /> : row.original.entity_type} #
              {row.original.entity_id}
            </Link>
          );
        },
      },
      {
        id: "changes",
        header: () => <FormattedMessage id="admin.audit.changesHeading" />,
        cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} />,
      },
    ],
    [intl],
  );

  const table = useReactTable({
    data: audit.data?.entries ?? [],
    columns,
    manualPagination: true,
    manualSorting: true,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => String(entry.id),
  });

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of AUDIT_FILTER_NAMES) {
      const value = String(data.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    // New filters start again from the newest row.
    setSearch(next);
  }

  function older() {
    if (!audit.data?.next_before) return;
    const next = new URLSearchParams(search);
    next.set("before", String(audit.data.next_before));
    navigate(`?${next}`, { state: { cursors: [...cursors, search.get("before") ?? ""] } });
  }

  function newer() {
    const next = new URLSearchParams(search);
    const previous = cursors.at(-1) ?? "";
    if (previous) next.set("before", previous);
    else next.delete("before");
    navigate(`?${next}`, { state: { cursors: cursors.slice(0, -1) } });
  }

  const onFirstPage = !search.get("before");
  const filtersKey = AUDIT_FILTER_NAMES.map((name) => search.get(name) ?? "").join("|");

  return (
    <section className="admin-page" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">
        <FormattedMessage id="admin.audit.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.audit.lead" />
      </p>
      <form
        key={filtersKey}
        className="admin-filters"
        aria-label={intl.formatMessage({ id: "admin.audit.filters" })}
        onSubmit={applyFilters}
      >
        <FilterField
          name="entity_type"
          label="admin.audit.filter.entityType"
          list="admin-entity-types"
          defaultValue={search.get("entity_type")}
        />
        <datalist id="admin-entity-types">
          {Object.keys(ENTITY_TYPES).map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FilterField
          name="entity_id"
          label="admin.audit.filter.entityId"
          defaultValue={search.get("entity_id")}
        />
        <FilterField
          name="action"
          label="admin.audit.filter.action"
          list="admin-actions"
          defaultValue={search.get("action")}
        />
        <datalist id="admin-actions">
          {Object.keys(ACTIONS).map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        <FilterField
          name="from"
          type="date"
          label="admin.audit.filter.from"
          defaultValue={search.get("from")}
        />
        <FilterField
          name="to"
          type="date"
          label="admin.audit.filter.to"
          defaultValue={search.get("to")}
        />
        <div className="admin-filters__actions">
          <Button type="submit" variant="primary">
            <FormattedMessage id="admin.audit.filter.apply" />
          </Button>
          <Link to="/admin/audit" className="link-button">
            <FormattedMessage id="admin.audit.filter.clear" />
          </Link>
        </div>
      </form>

      {audit.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : audit.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.audit.error" />
          </p>
          <Button variant="secondary" onClick={() => void audit.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : audit.data.entries.length === 0 ? (
        <p>
          <FormattedMessage id="admin.audit.empty" />
        </p>
      ) : (
        <DataTable
          table={table}
          caption={<FormattedMessage id="admin.audit.caption" />}
          busy={audit.isFetching}
          className="admin-table--audit"
        />
      )}
      <nav className="admin-pager" aria-label={intl.formatMessage({ id: "admin.audit.pages" })}>
        <Button variant="secondary" disabled={onFirstPage} onClick={newer}>
          <FormattedMessage id="admin.audit.newer" />
        </Button>
        <Button variant="secondary" disabled={!audit.data?.next_before} onClick={older}>
          <FormattedMessage id="admin.audit.older" />
        </Button>
      </nav>
    </section>
  );
}

function FilterField({
  name,
  label,
  type = "text",
  list,
  defaultValue,
}: {
  name: string;
  label: MessageId;
  type?: "text" | "date";
  list?: string;
  defaultValue: string | null;
}) {
  const id = `admin-filter-${name}`;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        name={name}
        type={type}
        list={list}
        className="form-field__input"
        defaultValue={defaultValue ?? ""}
        autoComplete="off"
      />
    </div>
  );
}
