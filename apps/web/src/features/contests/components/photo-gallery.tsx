import { useState } from "react";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";

/** Approved travel photos, and spec §2.8 travel photo (view): one photo large in a dialog. */
export function PhotoGallery({ photos }: { photos: readonly { entry_id: number; url: string }[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<{ entry_id: number; url: string } | null>(null);
  if (photos.length === 0) {
    return (
      <p>
        <FormattedMessage id="contests.photo.none" />
      </p>
    );
  }
  return (
    <>
      <ul className="contest__photos">
        {photos.map((photo, index) => (
          <li key={photo.entry_id}>
            <button type="button" className="contest__photo-button" onClick={() => setOpen(photo)}>
              <img
                src={photo.url}
                alt={intl.formatMessage({ id: "contests.photo.thumbAlt" }, { number: index + 1 })}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Modal
          open
          onClose={() => setOpen(null)}
          title={intl.formatMessage({ id: "contests.photo.viewTitle" })}
        >
          <img
            className="contest__photo-large"
            src={open.url}
            alt={intl.formatMessage({ id: "contests.photo.viewAlt" })}
          />
          <div className="modal__actions">
            <Button type="button" variant="primary" onClick={() => setOpen(null)}>
              <FormattedMessage id="contests.dialog.close" />
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
