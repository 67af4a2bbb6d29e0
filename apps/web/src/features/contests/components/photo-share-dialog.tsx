import { CONTEST_PHOTO_MAX_BYTES, CONTEST_PHOTO_TYPES } from "@spc/shared";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useUploadContestPhoto } from "../api/upload-contest-photo";
import { refusalMessageId, refusalOf } from "../refusal";

/**
 * Spec §2.8 travel photo (share): choose a file, see it, send it as the raw body with its type.
 * The server decides from the bytes (and strips the metadata); the size and type checked here
 * only spare a useless upload. 413 and 415 come back as translated messages.
 */
export function PhotoShareDialog({
  contestId,
  pageKey,
  onClose,
  onShared,
}: {
  contestId: number;
  pageKey: string;
  onClose: () => void;
  onShared: () => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localIssue, setLocalIssue] = useState<"tooLarge" | "wrongType" | null>(null);
  const upload = useUploadContestPhoto(pageKey);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    upload.reset();
    setPreview(null);
    if (!chosen) return setFile(null);
    if (!(CONTEST_PHOTO_TYPES as readonly string[]).includes(chosen.type)) {
      setLocalIssue("wrongType");
    } else if (chosen.size > CONTEST_PHOTO_MAX_BYTES) {
      setLocalIssue("tooLarge");
    } else {
      setLocalIssue(null);
    }
    setFile(chosen);
  };

  const issue =
    localIssue === "tooLarge"
      ? "contests.photo.tooLarge"
      : localIssue === "wrongType"
        ? "contests.photo.wrongType"
        : upload.isError
          ? refusalMessageId(refusalOf(upload.error))
          : null;

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "contests.photo.shareTitle" })}
      description={<FormattedMessage id="contests.photo.shareBody" />}
    >
      <div className="contest__photo-share">
        <label htmlFor={inputId} className="form-field__label">
          <FormattedMessage id="contests.photo.choose" />
        </label>
        <input
          id={inputId}
          type="file"
          accept={CONTEST_PHOTO_TYPES.join(",")}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {preview && !localIssue && (
          <img
            className="contest__photo-preview"
            src={preview}
            alt={intl.formatMessage({ id: "contests.photo.previewAlt" })}
          />
        )}
        {issue && (
          <p role="alert" className="contest__error">
            <FormattedMessage id={issue} />
          </p>
        )}
      </div>
      <div className="modal__actions">
        <Button
          type="button"
          variant="primary"
          disabled={!file || localIssue !== null}
          busy={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(
              { contestId, file },
              {
                onSuccess: () => {
                  onClose();
                  onShared();
                },
              },
            )
          }
        >
          <FormattedMessage id="contests.photo.send" />
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="contests.dialog.cancel" />
        </Button>
      </div>
    </Modal>
  );
}
