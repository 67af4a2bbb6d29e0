import { useEffect } from "react";
import { useLocation } from "react-router";
import { openModal, useModalStore } from "../../../components/modal/modal-store";
import { useConsent } from "../../cookies";
import { useViewer } from "../../session";
import { pickAd, readShows, recordShow } from "../ads-rules";
import { useAds } from "../api/get-ads";

// Let the page settle first: a pop-up that lands before the content feels like a wall.
export const AD_DELAY_MS = 2500;

/**
 * Mounted by the display pages of spec §2.9. Opens at most one ads pop-up per page view, only
 * when the throttle allows it, no other dialog is open and the cookie choice has been made.
 */
export function AdsPopup() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const consent = useConsent();
  const ads = useAds();
  const records = ads.data?.data;

  useEffect(() => {
    if (!records || !consent) return;
    const timer = window.setTimeout(() => {
      if (useModalStore.getState().current) return;
      const now = new Date();
      const record = pickAd(records, pathname, viewer.status === "plus", readShows(), now);
      if (!record) return;
      recordShow(record.id, now);
      openModal("ads", { record });
    }, AD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [records, consent, pathname, viewer.status]);

  return null;
}
