import type { AdminPartner } from "@spc/shared";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useUploadLogo } from "../api/upload-logo";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import "../../../components/form/form-field.css";

const LOGO_ERRORS = {
  payload_too_large: "admin.logo.error.tooLarge",
  unsupported_media_type: "admin.logo.error.type",
  not_found: "admin.partner.error.notFound",
  forbidden: "admin.error.role",
} as const satisfies Record<string, MessageId>;

/** A partner's logo: the current one, a chosen file's preview, and its upload (PUT …/logo). */
export function LogoUpload({ partner }: { partner: AdminPartner }) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadLogo(partner.id);
  const blocker = useUnsavedChanges(file !== null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      inputRef.current?.focus();
      setApiError("admin.logo.error.noFile");
      return;
    }
    setApiError(null);
    setDone(false);
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setDone(true);
      if (inputRef.current) inputRef.current.value = "";
    } catch (error) {
      setApiError(errorMessageId(error, "admin.logo.error.generic", LOGO_ERRORS));
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h2>
        <FormattedMessage id="admin.logo.title" />
      </h2>
      <div className="admin-logo-pair">
        <figure>
          {partner.logo_url ? (
            <img
              src={partner.logo_url}
              alt={intl.formatMessage(
                { id: "admin.logo.currentAlt" },
                { partner: partner.partner_name },
              )}
              width={96}
              height={96}
            />
          ) : (
            <span className="admin-logo-none">
              <FormattedMessage id="admin.logo.none" />
            </span>
          )}
          <figcaption>
            <FormattedMessage id="admin.logo.current" />
          </figcaption>
        </figure>
        {preview && (
          <figure>
            <img
              src={preview}
              alt={intl.formatMessage({ id: "admin.logo.previewAlt" })}
              width={96}
              height={96}
              className="admin-logo-preview"
            />
            <figcaption>
              <FormattedMessage id="admin.logo.new" />
            </figcaption>
          </figure>
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          <FormattedMessage id="admin.logo.file" />
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="logo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="form-field__input admin-file"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setApiError(null);
            setDone(false);
          }}
        />
        <p id={`${inputId}-hint`} className="form-field__hint">
          <FormattedMessage id="admin.logo.hint" />
        </p>
      </div>
      <SubmitButton busy={upload.isPending}>
        <FormattedMessage id="admin.logo.submit" />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={apiError} />
        {done && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.logo.done" />
          </FormAlert>
        )}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
