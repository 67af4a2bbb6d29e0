import { SAVED_LIST_NAME_MAX_LENGTH, validateNewListName } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import { openModal } from "../../../components/modal/modal-store";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useCreateSavedList } from "../api/create-saved-list";
import { useSavedLists } from "../api/get-saved-lists";
import type { CreateListDialogProps } from "../dialogs";
import { chooserPage, reopensChooser } from "../reopen-rule";

/**
 * Spec §2.8 create-list modal: a name checked by the shared rule (§5), then POST; on success the
 * list is appended (the lists are refetched) and the dialog closes. Opened from the chooser, the
 * §4 rule says by page whether the chooser comes back (reopen-rule.ts); where it does not, the
 * new list starts with the offer, so the save the member began is not lost. A refusal (a
 * duplicate) shows under the field.
 */
export function CreateListDialog({
  offerId,
  fromChooser,
  onClose,
}: CreateListDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const lists = useSavedLists();
  const create = useCreateSavedList();
  const page = chooserPage(useLocation().pathname);
  const [name, setName] = useState("");
  const [issue, setIssue] = useState<ReturnType<typeof validateNewListName>>(null);
  const backToChooser = (outcome: "created" | "closed") =>
    fromChooser && offerId !== undefined && reopensChooser(page, outcome);

  const close = () => {
    if (backToChooser("closed") && offerId !== undefined) {
      openModal("favourites-list-chooser", { offerId });
    } else onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewListName(
      name,
      (lists.data?.data ?? []).map((list) => list.name),
    );
    setIssue(problem);
    if (problem) return;
    const reopen = backToChooser("created");
    const startWith = !reopen && offerId !== undefined ? { offer_ids: [offerId] } : {};
    create.mutate(
      { name: name.trim(), ...startWith },
      {
        onSuccess: () => {
          if (reopen && offerId !== undefined) openModal("favourites-list-chooser", { offerId });
          else onClose();
        },
      },
    );
  };

  return (
    <Modal open onClose={close} title={intl.formatMessage({ id: "favourites.create.title" })}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          name="list-name"
          label={<FormattedMessage id="favourites.list.nameLabel" />}
          value={name}
          onValueChange={setName}
          maxLength={SAVED_LIST_NAME_MAX_LENGTH}
          autoComplete="off"
          error={
            issue ??
            (create.isError
              ? { message: errorMessageId(create.error, "favourites.heart.error") }
              : null)
          }
          announceError={create.isError}
        />
        <div className="modal__actions">
          <Button type="submit" variant="primary" busy={create.isPending}>
            <FormattedMessage id="favourites.create.submit" />
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            <FormattedMessage id="favourites.list.cancel" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
