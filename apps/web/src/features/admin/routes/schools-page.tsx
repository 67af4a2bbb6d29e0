import type { AdminSchool } from "@spc/shared";
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useAdminSchools } from "../api/schools";
import { CampusCodesForm } from "../components/campus-codes-form";
import { DataTable } from "../components/data-table";
import { rowPanelColumn } from "../components/row-panel-column";
import { canWriteCatalogue, useStaff } from "../use-staff";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * /admin/schools: each school's remaining campus codes and campus cards claimed (decision 0047);
 * admins and editors add codes or set the count of one school at a time, audited.
 */
export function SchoolsPage() {
  usePageTitle("admin.schools.title");
  const intl = useIntl();
  const fr = intl.locale.startsWith("fr");
  const staff = useStaff();
  const writer = canWriteCatalogue(staff);
  const schools = useAdminSchools();
  const [search, setSearch] = useState("");
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (selected !== null) panelHeading.current?.focus();
  }, [selected]);

  const nameOf = (school: AdminSchool) => (fr ? school.name_fr : school.name_en);
  const columns = useMemo<ColumnDef<AdminSchool>[]>(
    () => [
      {
        id: "name",
        accessorFn: (school) => (fr ? school.name_fr : school.name_en),
        header: () => <FormattedMessage id="admin.schools.name" />,
      },
      { accessorKey: "province", header: () => <FormattedMessage id="admin.schools.province" /> },
      {
        accessorKey: "campus_codes_remaining",
        header: () => <FormattedMessage id="admin.schools.remaining" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      {
        accessorKey: "campus_cards_claimed",
        header: () => <FormattedMessage id="admin.schools.claimed" />,
        cell: ({ getValue }) => intl.formatNumber(getValue<number>()),
      },
      ...(writer
        ? [
            rowPanelColumn<AdminSchool, string>({
              header: "admin.schools.actions",
              panelId: "admin-school-panel",
              idOf: (school) => school.id,
              selected,
              onSelect: setSelected,
              label: (school) => (
                <FormattedMessage
                  id="admin.schools.manage"
                  values={{ school: fr ? school.name_fr : school.name_en }}
                />
              ),
            }),
          ]
        : []),
    ],
    [intl, writer, selected, fr],
  );

  const rows = useMemo(() => {
    const words = fold(search.trim());
    const all = schools.data?.schools ?? [];
    return words === ""
      ? all
      : all.filter((s) => fold(`${s.name_en} ${s.name_fr} ${s.id} ${s.province}`).includes(words));
  }, [schools.data, search]);

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (school) => school.id,
  });
  const school = schools.data?.schools.find((s) => s.id === selected) ?? null;

  return (
    <section className="admin-page" aria-labelledby="admin-schools-title">
      <h1 id="admin-schools-title">
        <FormattedMessage id="admin.schools.title" />
      </h1>
      <p>
        <FormattedMessage id={writer ? "admin.schools.lead" : "admin.schools.leadReadOnly"} />
      </p>
      <TextField
        name="school-search"
        type="search"
        label={<FormattedMessage id="admin.schools.search" />}
        value={search}
        onValueChange={setSearch}
        optional
      />
      {schools.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : schools.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.schools.loadError" />
          </p>
          <Button variant="secondary" onClick={() => void schools.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : (
        <DataTable
          table={table}
          caption={<FormattedMessage id="admin.schools.caption" />}
          rowClassName={(s) => (selected === s.id ? "admin-table__open" : undefined)}
        />
      )}
      {writer && school && (
        <section
          id="admin-school-panel"
          className="admin-panel"
          aria-labelledby="admin-school-panel-title"
        >
          <h2 id="admin-school-panel-title" ref={panelHeading} tabIndex={-1}>
            <FormattedMessage
              id="admin.schools.panelTitle"
              values={{ school: nameOf(school), count: school.campus_codes_remaining }}
            />
          </h2>
          <CampusCodesForm key={school.id} school={school} />
        </section>
      )}
    </section>
  );
}
