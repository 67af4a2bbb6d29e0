import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { openModal, useModalStore } from "../../../components/modal/modal-store";
import { isFirstPageViewOfFirstVisit } from "../../../lib/visit";
import { useConsent } from "../../cookies";
import { useViewer } from "../../session";
import { pickAd, readShows, recordShow } from "../ads-rules";
import { useAds } from "../api/get-ads";

// Let the page settle first: a pop-up that lands before the content feels like a wall.
export const AD_DELAY_MS = 2500;

/**
 * Mounted by the display pages of spec §2.9. Opens at most one ads pop-up per page view, only
 * when the throttle allows it and no other dialog is open, and never (decision 0028):
 * - while the cookie banner shows (no choice stored yet);
 * - on the first page view of a first visit, even once the banner is answered there;
 * - after the visitor has left the page: a navigation that starts, even one still loading its
 *   page, cancels the delay, and the next page starts its own.
 */
export function AdsPopup() {
  const { pathname } = useLocation();
  const leaving = useNavigation().state !== "idle";
  const viewer = useViewer();
  const consent = useConsent();
  const ads = useAds();
  const records = ads.data?.data;

  useEffect(() => {
    if (!records || !consent || leaving) return;
    const timer = window.setTimeout(() => {
      if (isFirstPageViewOfFirstVisit() || useModalStore.getState().current) return;
      const now = new Date();
      const record = pickAd(records, pathname, viewer.status === "plus", readShows(), now);
      if (!record) return;
      recordShow(record.id, now);
      openModal("ads", { record });
    }, AD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [records, consent, leaving, pathname, viewer.status]);

  return null;
}
