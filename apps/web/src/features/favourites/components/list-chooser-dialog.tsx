import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { openModal } from "../../../components/modal/modal-store";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useSavedLists } from "../api/get-saved-lists";
import { useUpdateSavedList } from "../api/update-saved-list";
import type { ListChooserDialogProps } from "../dialogs";
import { ListName } from "./list-name";
import "./favourites.css";

/**
 * Spec §2.8 saved-list modal: choosing a list adds the offer to it and closes; the create-list
 * link closes it and opens the create-list dialog, which reopens this one once the list exists.
 */
export function ListChooserDialog({
  offerId,
  onClose,
}: ListChooserDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const lists = useSavedLists();
  const update = useUpdateSavedList();
  const choose = (id: number) =>
    update.mutate({ id, change: { add_offer_ids: [offerId] } }, { onSuccess: onClose });

  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: "favourites.chooser.title" })}>
      {lists.isPending ? (
        <p role="status">
          <FormattedMessage id="favourites.loading" />
        </p>
      ) : lists.isError ? (
        <p role="alert">
          <FormattedMessage id="favourites.error.load" />
        </p>
      ) : lists.data.data.length === 0 ? (
        <p>
          <FormattedMessage id="favourites.lists.empty" />
        </p>
      ) : (
        <ul className="list-chooser">
          {lists.data.data.map((list) => {
            const saved = list.offer_ids.includes(offerId);
            return (
              <li key={list.id}>
                <Button
                  type="button"
                  variant="secondary"
                  className="list-chooser__choice"
                  disabled={saved}
                  busy={update.isPending && update.variables?.id === list.id}
                  onClick={() => choose(list.id)}
                >
                  <span className="saved-lists__name">
                    <ListName name={list.name} />
                  </span>
                  <span className="saved-lists__count">
                    <FormattedMessage
                      id={saved ? "favourites.chooser.saved" : "favourites.lists.count"}
                      values={{ count: list.offer_count }}
                    />
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {update.isError && (
        <p role="alert" className="favourites-error">
          <FormattedMessage id={errorMessageId(update.error, "favourites.heart.error")} />
        </p>
      )}
      <div className="modal__actions">
        <Button
          type="button"
          variant="primary"
          onClick={() => openModal("favourites-create-list", { offerId, fromChooser: true })}
        >
          <FormattedMessage id="favourites.chooser.create" />
        </Button>
      </div>
    </Modal>
  );
}
