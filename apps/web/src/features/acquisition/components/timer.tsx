import { useEffect } from "react";
import { useSession } from "../../session";
import { ACQUISITION_DELAY_MS } from "../offer-rule";

/** Members already asked about in this page load. */
const checked = new Set<string>();

/**
 * Mounted once with the session effects: for a registered member without a valid card, a moment
 * after start, it loads the promo's code and lets it ask the API. Visitors load nothing.
 */
export function AcquisitionTimer() {
  const view = useSession();
  const userId = view.isRegistered && !view.hasValidCard ? (view.snapshot.user?.id ?? null) : null;
  useEffect(() => {
    if (!userId || checked.has(userId)) return;
    const timer = window.setTimeout(() => {
      checked.add(userId);
      void import("../offer")
        .then((offer) => offer.offerAcquisition(userId, window.location.pathname))
        .catch(() => {});
    }, ACQUISITION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);
  return null;
}
