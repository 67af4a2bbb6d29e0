import type { CodeImportReportBody } from "@spc/shared";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useImportCodes } from "../api/import-codes";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { ImportReport } from "./import-report";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import "../../../components/form/form-field.css";

/** The answers of the import call that are about the file or the offer, in the person's words. */
const IMPORT_ERRORS = {
  not_found: "admin.import.error.notFound",
  conflict: "admin.import.error.notAPool",
  payload_too_large: "admin.import.error.tooLarge",
  unsupported_media_type: "admin.import.error.type",
  forbidden: "admin.error.role",
} as const satisfies Record<string, MessageId>;

/** A partner's file of codes into one offer's pool; the report of what it did, after. */
export function CodeUploadForm({ offerId }: { offerId: number }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [report, setReport] = useState<CodeImportReportBody | null>(null);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const upload = useImportCodes(offerId);
  // A chosen file not yet sent is a change the person would lose.
  const blocker = useUnsavedChanges(file !== null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setApiError(null);
    setReport(null);
    try {
      setReport(await upload.mutateAsync(file));
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
    } catch (error) {
      setApiError(errorMessageId(error, "admin.import.error.generic", IMPORT_ERRORS));
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h3>
        <FormattedMessage id="admin.import.title" />
      </h3>
      <div className={`form-field${missing && !file ? " form-field--invalid" : ""}`}>
        <label className="form-field__label" htmlFor={inputId}>
          <FormattedMessage id="admin.import.file" />
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="codes"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="form-field__input admin-file"
          aria-describedby={`${inputId}-hint${missing && !file ? ` ${inputId}-error` : ""}`}
          aria-invalid={missing && !file ? true : undefined}
          required
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
            setApiError(null);
          }}
        />
        <p id={`${inputId}-hint`} className="form-field__hint">
          <FormattedMessage id="admin.import.hint" />
        </p>
        {missing && !file && (
          <p id={`${inputId}-error`} className="form-field__error">
            <FormattedMessage id="admin.import.error.noFile" />
          </p>
        )}
      </div>
      <SubmitButton busy={upload.isPending}>
        <FormattedMessage id={upload.isPending ? "admin.import.sending" : "admin.import.submit"} />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={apiError} />
        {report && <ImportReport report={report} />}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
