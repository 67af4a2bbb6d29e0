import type { AdminPartnerRow, PartnerListQuery } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { usePartners } from "../api/get-partners";
import { DataTable } from "../components/data-table";
import { ListPager } from "../components/list-pager";
import { listParams, sortingOf, sortOf, withParams } from "../list-params";
import { canWriteCatalogue, useStaff } from "../use-staff";
import "../../../components/form/form-field.css";

const SORTS = ["name", "-name", "created", "-created", "offers", "-offers"] as const;
type PartnerSort = PartnerListQuery["sort"];

/**
 * /admin/partners: the partners, paged, searched and sorted on the server; the search, the
 * state filter, the sort and the page live in the address (like the audit log).
 */
export function PartnersPage() {
  usePageTitle("admin.partners.title");
  const intl = useIntl();
  const writer = canWriteCatalogue(useStaff());
  const [search, setSearch] = useSearchParams();
  const params = listParams<PartnerSort>(search, SORTS, "name");
  const activeParam = search.get("active");
  const active = activeParam === "true" || activeParam === "false" ? activeParam : undefined;
  const partners = usePartners({ ...params, active });

  const columns = useMemo<ColumnDef<AdminPartnerRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "partner_name",
        header: () => <FormattedMessage id="admin.partners.name" />,
        cell: ({ row }) => (
          <span className="admin-partner-cell">
            {row.original.logo_url ? (
              <img src={row.original.logo_url} alt="" width={32} height={32} />
            ) : null}
            <Link to={`/admin/partners/${row.original.id}`}>{row.original.partner_name}</Link>
          </span>
        ),
      },
      {
        accessorKey: "url_name",
        enableSorting: false,
        header: () => <FormattedMessage id="admin.partners.urlName" />,
      },
      {
        accessorKey: "is_active",
        enableSorting: false,
        header: () => <FormattedMessage id="admin.partners.state" />,
        cell: ({ getValue }) =>
          getValue<boolean>() ? (
            <Badge tone="success">
              <FormattedMessage id="admin.partners.active" />
            </Badge>
          ) : (
            <Badge tone="neutral">
              <FormattedMessage id="admin.partners.inactive" />
            </Badge>
          ),
      },
      {
        id: "offers",
        accessorKey: "offer_count",
        header: () => <FormattedMessage id="admin.partners.offers" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        id: "created",
        accessorKey: "created_at",
        header: () => <FormattedMessage id="admin.partners.created" />,
        cell: ({ getValue }) => (
          <time dateTime={getValue<string>()}>
            {intl.formatDate(getValue<string>(), { dateStyle: "medium" })}
          </time>
        ),
      },
    ],
    [intl],
  );

  const table = useReactTable({
    data: partners.data?.items ?? [],
    columns,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: sortingOf(params.sort) },
    onSortingChange: (updater) => {
      const current = sortingOf(params.sort);
      const next = typeof updater === "function" ? updater(current) : updater;
      setSearch(withParams(search, { sort: sortOf<PartnerSort>(next, "name") }));
    },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (partner) => String(partner.id),
  });

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSearch(
      withParams(search, {
        q: String(data.get("q") ?? "").trim(),
        active: String(data.get("active") ?? ""),
      }),
    );
  }

  return (
    <section className="admin-page" aria-labelledby="admin-partners-title">
      <div className="admin-page__head">
        <h1 id="admin-partners-title">
          <FormattedMessage id="admin.partners.title" />
        </h1>
        {writer && (
          <ButtonLink to="/admin/partners/new" variant="primary">
            <FormattedMessage id="admin.partners.new" />
          </ButtonLink>
        )}
      </div>
      <form
        key={`${params.q ?? ""}|${active ?? ""}`}
        className="admin-filters"
        aria-label={intl.formatMessage({ id: "admin.partners.filters" })}
        onSubmit={applyFilters}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor="admin-partners-q">
            <FormattedMessage id="admin.partners.search" />
          </label>
          <input
            id="admin-partners-q"
            name="q"
            type="search"
            className="form-field__input"
            defaultValue={params.q ?? ""}
            autoComplete="off"
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="admin-partners-active">
            <FormattedMessage id="admin.partners.state" />
          </label>
          <select
            id="admin-partners-active"
            name="active"
            className="form-field__input"
            defaultValue={active ?? ""}
          >
            <option value="">{intl.formatMessage({ id: "admin.partners.filter.all" })}</option>
            <option value="true">{intl.formatMessage({ id: "admin.partners.active" })}</option>
            <option value="false">{intl.formatMessage({ id: "admin.partners.inactive" })}</option>
          </select>
        </div>
        <div className="admin-filters__actions">
          <Button type="submit" variant="primary">
            <FormattedMessage id="admin.list.apply" />
          </Button>
          <Link to="/admin/partners" className="link-button">
            <FormattedMessage id="admin.list.clear" />
          </Link>
        </div>
      </form>
      {partners.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : partners.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.partners.error" />
          </p>
          <Button variant="secondary" onClick={() => void partners.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : partners.data.items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.partners.empty" />
        </p>
      ) : (
        <>
          <DataTable
            table={table}
            caption={<FormattedMessage id="admin.partners.caption" />}
            busy={partners.isFetching}
          />
          <ListPager
            page={params.page}
            pageSize={params.page_size}
            total={partners.data.total}
            onPage={(page) => setSearch(withParams(search, { page }))}
            onPageSize={(size) => setSearch(withParams(search, { page_size: size }))}
          />
        </>
      )}
    </section>
  );
}
