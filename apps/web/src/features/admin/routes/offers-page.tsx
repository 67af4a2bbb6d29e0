import { ADMIN_OFFER_STATUSES, type AdminOfferRow, type OfferListQuery } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useCatalogueRefs } from "../api/get-catalogue-refs";
import { useOffers } from "../api/get-offers";
import { DataTable } from "../components/data-table";
import { ListPager } from "../components/list-pager";
import { OfferStatusBadge } from "../components/offer-status-badge";
import { PartnerPicker } from "../components/partner-picker";
import { listParams, sortingOf, sortOf, withParams } from "../list-params";
import { canWriteCatalogue, useStaff } from "../use-staff";
import "../../../components/form/form-field.css";

const SORTS = ["title", "-title", "updated", "-updated", "views", "-views"] as const;
type OfferSort = OfferListQuery["sort"];

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** /admin/offers: every offer whatever its state, paged, searched, filtered and sorted on the server. */
export function OffersPage() {
  usePageTitle("admin.offers.title");
  const intl = useIntl();
  const fr = useLanguage() === "fr";
  const writer = canWriteCatalogue(useStaff());
  const [search, setSearch] = useSearchParams();
  const params = listParams<OfferSort>(search, SORTS, "-updated");
  const statusParam = search.get("status");
  const status = ADMIN_OFFER_STATUSES.find((s) => s === statusParam);
  const partnerId = positiveId(search.get("partner_id"));
  const categoryId = positiveId(search.get("category_id"));
  const offers = useOffers({
    ...params,
    status,
    partner_id: partnerId,
    category_id: categoryId,
  });
  const refs = useCatalogueRefs();

  const columns = useMemo<ColumnDef<AdminOfferRow>[]>(
    () => [
      {
        id: "title",
        accessorFn: (offer) => (fr ? offer.title_fr : offer.title_en),
        header: () => <FormattedMessage id="admin.offers.offerTitle" />,
        cell: ({ row, getValue }) => (
          <Link to={`/admin/offers/${row.original.id}`}>{getValue<string>()}</Link>
        ),
      },
      {
        accessorKey: "partner_name",
        enableSorting: false,
        header: () => <FormattedMessage id="admin.offers.partner" />,
      },
      {
        accessorKey: "status",
        enableSorting: false,
        header: () => <FormattedMessage id="admin.offers.status" />,
        cell: ({ row }) => <OfferStatusBadge status={row.original.status} />,
      },
      {
        id: "where",
        enableSorting: false,
        header: () => <FormattedMessage id="admin.offers.where" />,
        cell: ({ row }) =>
          [
            row.original.online ? intl.formatMessage({ id: "admin.offer.field.online" }) : null,
            row.original.in_store ? intl.formatMessage({ id: "admin.offer.field.inStore" }) : null,
          ]
            .filter(Boolean)
            .join(" · "),
      },
      {
        id: "views",
        accessorKey: "views",
        header: () => <FormattedMessage id="admin.offers.views" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        id: "updated",
        accessorKey: "updated_at",
        header: () => <FormattedMessage id="admin.offers.updated" />,
        cell: ({ getValue }) => (
          <time dateTime={getValue<string>()}>
            {intl.formatDate(getValue<string>(), { dateStyle: "medium", timeStyle: "short" })}
          </time>
        ),
      },
    ],
    [intl, fr],
  );

  const table = useReactTable({
    data: offers.data?.items ?? [],
    columns,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: sortingOf(params.sort) },
    onSortingChange: (updater) => {
      const current = sortingOf(params.sort);
      const next = typeof updater === "function" ? updater(current) : updater;
      setSearch(withParams(search, { sort: sortOf<OfferSort>(next, "-updated") }));
    },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (offer) => String(offer.id),
  });

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSearch(
      withParams(search, {
        q: String(data.get("q") ?? "").trim(),
        status: String(data.get("status") ?? ""),
        partner_id: String(data.get("partner_id") ?? ""),
        category_id: String(data.get("category_id") ?? ""),
      }),
    );
  }

  return (
    <section className="admin-page" aria-labelledby="admin-offers-title">
      <div className="admin-page__head">
        <h1 id="admin-offers-title">
          <FormattedMessage id="admin.offers.title" />
        </h1>
        {writer && (
          <ButtonLink to="/admin/offers/new" variant="primary">
            <FormattedMessage id="admin.offers.new" />
          </ButtonLink>
        )}
      </div>
      <form
        key={search.toString()}
        className="admin-filters"
        aria-label={intl.formatMessage({ id: "admin.offers.filters" })}
        onSubmit={applyFilters}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor="admin-offers-q">
            <FormattedMessage id="admin.offers.search" />
          </label>
          <input
            id="admin-offers-q"
            name="q"
            type="search"
            className="form-field__input"
            defaultValue={params.q ?? ""}
            autoComplete="off"
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="admin-offers-status">
            <FormattedMessage id="admin.offers.status" />
          </label>
          <select
            id="admin-offers-status"
            name="status"
            className="form-field__input"
            defaultValue={status ?? ""}
          >
            <option value="">{intl.formatMessage({ id: "admin.offers.filter.all" })}</option>
            {ADMIN_OFFER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `admin.offer.status.${value}` })}
              </option>
            ))}
          </select>
        </div>
        <PartnerPicker name="partner_id" defaultId={partnerId ?? null} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="admin-offers-category">
            <FormattedMessage id="admin.offers.category" />
          </label>
          <select
            id="admin-offers-category"
            name="category_id"
            className="form-field__input"
            defaultValue={categoryId ? String(categoryId) : ""}
          >
            <option value="">{intl.formatMessage({ id: "admin.offers.filter.all" })}</option>
            {refs.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {fr ? category.name_fr : category.name_en}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__actions">
          <Button type="submit" variant="primary">
            <FormattedMessage id="admin.list.apply" />
          </Button>
          <Link to="/admin/offers" className="link-button">
            <FormattedMessage id="admin.list.clear" />
          </Link>
        </div>
      </form>
      {offers.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : offers.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.offers.error" />
          </p>
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : offers.data.items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.offers.empty" />
        </p>
      ) : (
        <>
          <DataTable
            table={table}
            caption={<FormattedMessage id="admin.offers.caption" />}
            busy={offers.isFetching}
          />
          <ListPager
            page={params.page}
            pageSize={params.page_size}
            total={offers.data.total}
            onPage={(page) => setSearch(withParams(search, { page }))}
            onPageSize={(size) => setSearch(withParams(search, { page_size: size }))}
          />
        </>
      )}
    </section>
  );
}
