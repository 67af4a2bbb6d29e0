import { openModal } from "../../../components/modal/modal-store";
import { toPopupRecord } from "../ad-values";
import type { AdminPopup } from "../api/ads";
import { type PopupPageWords, PopupRecordsPage } from "./popup-records-page";

const WORDS: PopupPageWords = {
  title: "admin.emailOpts.title",
  lead: "admin.emailOpts.lead",
  new: "admin.emailOpts.new",
  newTitle: "admin.emailOpts.newTitle",
  error: "admin.emailOpts.error",
  empty: "admin.emailOpts.empty",
  caption: "admin.emailOpts.caption",
};

// The site's own e-mail pop-up, in preview: its form answers without sending anything.
const preview = (record: AdminPopup) =>
  openModal("email-opt", { record: toPopupRecord(record), preview: true });

/** /admin/email-opts: the e-mail opt-in pop-up records (decision 0045). */
export function EmailOptsPage() {
  return <PopupRecordsPage kind="email-opts" words={WORDS} preview={preview} />;
}
