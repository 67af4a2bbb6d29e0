import { useRef } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { buttonClasses } from "../../../components/button/button-classes";
import { Modal } from "../../../components/modal/modal";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useDeleteSavedList } from "../api/delete-saved-list";
import type { DeleteListDialogProps } from "../dialogs";
import { useFocusAfterOpen } from "./use-focus-after-open";
import "./favourites.css";

/**
 * Spec §2.8 delete-list modal: says what goes (the list, how many saved offers, its share link)
 * and what stays (the offers themselves, favourites), then DELETE and back to /favourites. Cancel
 * is the safe choice, so it has the focus when the dialog opens.
 */
export function DeleteListDialog({
  id,
  name,
  offerCount,
  shared,
  onClose,
}: DeleteListDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const remove = useDeleteSavedList();
  const cancel = useRef<HTMLButtonElement>(null);
  useFocusAfterOpen(cancel);

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "favourites.delete.title" })}
      description={
        <span className="delete-list__text">
          <FormattedMessage id="favourites.delete.lost" values={{ name, count: offerCount }} />
          {shared && (
            <>
              {" "}
              <FormattedMessage id="favourites.delete.shared" />
            </>
          )}{" "}
          <FormattedMessage id="favourites.delete.kept" />
        </span>
      }
    >
      {remove.isError && (
        <p role="alert" className="favourites-error">
          <FormattedMessage id={errorMessageId(remove.error, "favourites.heart.error")} />
        </p>
      )}
      <div className="modal__actions">
        <Button
          type="button"
          variant="danger"
          busy={remove.isPending}
          onClick={() =>
            remove.mutate(id, {
              onSuccess: () => {
                onClose();
                navigate("/favourites");
              },
            })
          }
        >
          <FormattedMessage id="favourites.list.deleteConfirm" />
        </Button>
        <button
          ref={cancel}
          type="button"
          className={buttonClasses({ variant: "secondary" })}
          onClick={onClose}
        >
          <FormattedMessage id="favourites.list.cancel" />
        </button>
      </div>
    </Modal>
  );
}
