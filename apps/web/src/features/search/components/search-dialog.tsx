import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { CategoryGrid } from "../../deals";
import type { SearchDialogProps } from "../dialogs";
import { SearchBox } from "./search-box";

/** The search dialog of spec §2.7: the search box, "Browse discounts" and the category grid. */
export function SearchDialog({
  view = "search",
  onClose,
}: SearchDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: "search.dialog.title" })}>
      <div className="search-dialog">
        <SearchBox autoFocus={view === "search"} onSubmitted={onClose} />
        <h3 id="search-dialog-browse" className="search-dialog__browse">
          <FormattedMessage id="search.dialog.browse" />
        </h3>
        <CategoryGrid labelledBy="search-dialog-browse" onNavigate={onClose} />
      </div>
    </Modal>
  );
}
