import type { AdImageSlot } from "@spc/shared";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { type AdminPopup, type PopupKind, useUploadAdImage } from "../api/ads";
import "../../../components/form/form-field.css";

const PICTURE_ERRORS = {
  payload_too_large: "admin.ads.picture.tooLarge",
  unsupported_media_type: "admin.logo.error.type",
  forbidden: "admin.error.role",
} as const satisfies Record<string, MessageId>;

/** One of a pop-up record's four pictures: the current one, the chosen file's preview, its upload. */
export function AdPictureUpload({
  kind = "ads",
  ad,
  slot,
}: {
  kind?: PopupKind;
  ad: AdminPopup;
  slot: AdImageSlot;
}) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<MessageId | null>(null);
  const upload = useUploadAdImage(kind, ad.id, slot);
  const name = intl.formatMessage({ id: `admin.ads.slot.${slot}` });

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
      setError("admin.logo.error.noFile");
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
    } catch (caught) {
      setError(errorMessageId(caught, "admin.logo.error.generic", PICTURE_ERRORS));
    }
  }

  const current = ad[slot];
  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h3>{name}</h3>
      <div className="admin-logo-pair">
        {current ? (
          <img
            src={current}
            alt={intl.formatMessage({ id: "admin.ads.picture.current" }, { slot: name })}
            width={160}
            height={120}
            className="admin-logo-preview"
          />
        ) : (
          <span className="admin-logo-none">
            <FormattedMessage id="admin.ads.picture.none" />
          </span>
        )}
        {preview && (
          <img
            src={preview}
            alt={intl.formatMessage({ id: "admin.logo.previewAlt" })}
            width={160}
            height={120}
            className="admin-logo-preview"
          />
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          <FormattedMessage id="admin.ads.picture.file" values={{ slot: name }} />
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="form-field__input admin-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </div>
      <SubmitButton busy={upload.isPending}>
        <FormattedMessage id="admin.ads.picture.submit" />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={error} />
      </div>
    </form>
  );
}
