import { useMemberStartTimer } from "../../../lib/use-member-start-timer";
import { useSession } from "../../session";
import { ACQUISITION_DELAY_MS } from "../offer-rule";

/**
 * Mounted once with the session effects: for a registered member without a valid card, a moment
 * after start, it loads the promo's code and lets it ask the API. Visitors load nothing.
 */
export function AcquisitionTimer() {
  const view = useSession();
  const userId = view.isRegistered && !view.hasValidCard ? (view.snapshot.user?.id ?? null) : null;
  useMemberStartTimer("acquisition", userId, ACQUISITION_DELAY_MS, (member) => {
    void import("../offer")
      .then((offer) => offer.offerAcquisition(member, window.location.pathname))
      .catch(() => {});
  });
  return null;
}
