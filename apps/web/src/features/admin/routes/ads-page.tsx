import type { AdsModalRecord } from "@spc/shared";
import { openModal } from "../../../components/modal/modal-store";
import { toPopupRecord } from "../ad-values";
import type { AdminPopup } from "../api/ads";
import { type PopupPageWords, PopupRecordsPage } from "./popup-records-page";

const WORDS: PopupPageWords = {
  title: "admin.ads.title",
  lead: "admin.ads.lead",
  new: "admin.ads.new",
  newTitle: "admin.ads.newTitle",
  error: "admin.ads.error",
  empty: "admin.ads.empty",
  caption: "admin.ads.caption",
};

// An ads record's page is one of the ads display pages (the API's schema says so).
const preview = (record: AdminPopup) =>
  openModal("ads", { record: toPopupRecord(record) as AdsModalRecord });

/** /admin/ads: the ads pop-up records, previewed in the site's own ads pop-up. */
export function AdsPage() {
  return <PopupRecordsPage kind="ads" words={WORDS} preview={preview} />;
}
