import { SAVED_LIST_NAME_MAX_LENGTH, validateNewListName } from "@spc/shared";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useSavedLists } from "../api/get-saved-lists";
import { useUpdateSavedList } from "../api/update-saved-list";
import type { RenameListDialogProps } from "../dialogs";
import { useFocusAfterOpen } from "./use-focus-after-open";

/**
 * Spec §2.8 edit-list modal: the list's name, checked by the shared §5 rule against the member's
 * other lists (its own name in another case is allowed), then PUT { name }. The field has the
 * focus when it opens; focus goes back to "Rename list" on close (the Modal does it).
 */
export function RenameListDialog({
  id,
  name,
  onClose,
}: RenameListDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const lists = useSavedLists();
  const update = useUpdateSavedList();
  const [value, setValue] = useState(name);
  const [issue, setIssue] = useState<ReturnType<typeof validateNewListName>>(null);
  const field = useRef<HTMLInputElement>(null);
  useFocusAfterOpen(field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const others = (lists.data?.data ?? []).filter((list) => list.id !== id).map((l) => l.name);
    const problem = validateNewListName(value, others);
    setIssue(problem);
    if (problem) return;
    if (value.trim() === name) return onClose();
    update.mutate({ id, change: { name: value.trim() } }, { onSuccess: onClose });
  };

  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: "favourites.rename.title" })}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          ref={field}
          name="list-name"
          label={<FormattedMessage id="favourites.list.nameLabel" />}
          value={value}
          onValueChange={setValue}
          maxLength={SAVED_LIST_NAME_MAX_LENGTH}
          autoComplete="off"
          error={
            issue ??
            (update.isError
              ? { message: errorMessageId(update.error, "favourites.heart.error") }
              : null)
          }
          announceError={update.isError}
        />
        <div className="modal__actions">
          <Button type="submit" variant="primary" busy={update.isPending}>
            <FormattedMessage id="favourites.list.save" />
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="favourites.list.cancel" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
