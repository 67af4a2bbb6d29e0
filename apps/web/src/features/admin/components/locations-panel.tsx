import type { AdminLocation, LocationImportReport } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { Modal } from "../../../components/modal/modal";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useDeleteLocation } from "../api/delete-location";
import { useLocations } from "../api/get-locations";
import { type LocationImportMode, useImportLocations } from "../api/import-locations";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { DataTable } from "./data-table";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import "../../../components/form/form-field.css";

/** Each problem of a store file's line, in the person's words. */
export const LOCATION_PROBLEM_MESSAGES = {
  missing_field: "admin.locations.problem.missing_field",
  too_long: "admin.locations.problem.too_long",
  bad_province: "admin.locations.problem.bad_province",
  bad_postal_code: "admin.locations.problem.bad_postal_code",
  postal_code_not_found: "admin.locations.problem.postal_code_not_found",
  bad_coordinates: "admin.locations.problem.bad_coordinates",
} as const satisfies Record<LocationImportReport["errors"][number]["problem"], MessageId>;

const IMPORT_ERRORS = {
  payload_too_large: "admin.locations.error.tooLarge",
  unsupported_media_type: "admin.locations.error.type",
  not_found: "admin.partner.error.notFound",
  forbidden: "admin.error.role",
} as const satisfies Record<string, MessageId>;

/** A partner's stores: the list, removal of one (confirmed), and a CSV import with its report. */
export function LocationsPanel({ partnerId, writer }: { partnerId: number; writer: boolean }) {
  const intl = useIntl();
  const locations = useLocations(partnerId);
  const remove = useDeleteLocation(partnerId);
  const [removing, setRemoving] = useState<AdminLocation | null>(null);
  const [removeError, setRemoveError] = useState<MessageId | null>(null);

  const columns = useMemo<ColumnDef<AdminLocation>[]>(
    () => [
      { accessorKey: "name", header: () => <FormattedMessage id="admin.locations.name" /> },
      { accessorKey: "address", header: () => <FormattedMessage id="admin.locations.address" /> },
      { accessorKey: "city", header: () => <FormattedMessage id="admin.locations.city" /> },
      { accessorKey: "province", header: () => <FormattedMessage id="admin.locations.province" /> },
      {
        accessorKey: "postal_code",
        header: () => <FormattedMessage id="admin.locations.postalCode" />,
      },
      ...(writer
        ? [
            {
              id: "actions",
              header: () => (
                <span className="visually-hidden">
                  <FormattedMessage id="admin.locations.actions" />
                </span>
              ),
              cell: ({ row }) => (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => {
                    setRemoveError(null);
                    setRemoving(row.original);
                  }}
                >
                  <FormattedMessage
                    id="admin.locations.remove"
                    values={{ name: row.original.name }}
                  />
                </Button>
              ),
            } satisfies ColumnDef<AdminLocation>,
          ]
        : []),
    ],
    [writer],
  );

  const table = useReactTable({
    data: locations.data?.items ?? [],
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (location) => String(location.id),
  });

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      setRemoving(null);
    } catch (error) {
      setRemoveError(
        errorMessageId(error, "admin.locations.error.remove", { forbidden: "admin.error.role" }),
      );
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-locations-title">
      <h2 id="admin-locations-title">
        <FormattedMessage id="admin.locations.title" />
      </h2>
      {locations.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : locations.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.locations.error" />
          </p>
          <Button variant="secondary" onClick={() => void locations.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : locations.data.items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.locations.empty" />
        </p>
      ) : (
        <DataTable
          table={table}
          caption={intl.formatMessage(
            { id: "admin.locations.caption" },
            { count: locations.data.items.length },
          )}
        />
      )}
      {writer && <LocationImportForm partnerId={partnerId} />}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={<FormattedMessage id="admin.locations.removeTitle" />}
        description={
          <FormattedMessage
            id="admin.locations.removeBody"
            values={{ name: removing?.name ?? "" }}
          />
        }
      >
        <FormError message={removeError} />
        <div className="admin-actions">
          <Button variant="primary" busy={remove.isPending} onClick={() => void confirmRemove()}>
            <FormattedMessage id="admin.locations.removeConfirm" />
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            <FormattedMessage id="admin.dialog.cancel" />
          </Button>
        </div>
      </Modal>
    </section>
  );
}

function LocationImportForm({ partnerId }: { partnerId: number }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<LocationImportMode>("append");
  const [report, setReport] = useState<LocationImportReport | null>(null);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const upload = useImportLocations(partnerId);
  const blocker = useUnsavedChanges(file !== null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setApiError("admin.import.error.noFile");
      inputRef.current?.focus();
      return;
    }
    setApiError(null);
    setReport(null);
    try {
      const result = await upload.mutateAsync({ file, mode });
      setReport(result);
      if (result.status === "imported") {
        setFile(null);
        if (inputRef.current) inputRef.current.value = "";
      }
    } catch (error) {
      setApiError(errorMessageId(error, "admin.locations.error.import", IMPORT_ERRORS));
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h3>
        <FormattedMessage id="admin.locations.importTitle" />
      </h3>
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          <FormattedMessage id="admin.locations.file" />
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="stores"
          type="file"
          accept=".csv,text/csv"
          className="form-field__input admin-file"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setApiError(null);
          }}
        />
        <p id={`${inputId}-hint`} className="form-field__hint">
          <FormattedMessage id="admin.locations.fileHint" />
        </p>
      </div>
      <fieldset className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.locations.mode" />
        </legend>
        {(["append", "replace"] as const).map((value) => (
          <label key={value} className="admin-radio">
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{" "}
            <FormattedMessage
              id={
                value === "append" ? "admin.locations.mode.append" : "admin.locations.mode.replace"
              }
            />
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={upload.isPending}>
        <FormattedMessage id="admin.locations.submit" />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={apiError} />
        {report && <LocationReport report={report} />}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}

/** What a store file did: the stores added (and removed), or every line at fault. */
export function LocationReport({ report }: { report: LocationImportReport }) {
  if (report.status === "imported") {
    return (
      <FormAlert tone="success">
        <FormattedMessage
          id="admin.locations.imported"
          values={{ imported: report.imported, removed: report.removed, read: report.read }}
        />
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p className="admin-report__title">
        <FormattedMessage
          id="admin.locations.rejected"
          values={{ read: report.read, count: report.errors.length }}
        />
      </p>
      <ul className="admin-report__lines">
        {report.errors.map((error) => (
          <li key={`${error.line}-${error.field}-${error.problem}`}>
            <FormattedMessage
              id="admin.locations.lineError"
              values={{ line: error.line, column: error.field }}
            />{" "}
            <FormattedMessage id={LOCATION_PROBLEM_MESSAGES[error.problem]} />
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
