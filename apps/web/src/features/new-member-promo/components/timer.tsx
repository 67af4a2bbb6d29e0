import { useMemberStartTimer } from "../../../lib/use-member-start-timer";
import { useSession } from "../../session";
import { NEW_MEMBER_PROMO_DELAY_MS } from "../promo-rule";

/**
 * Mounted once with the session effects: for a registered member with a valid card who has not
 * been offered the promotion, a moment after start (or after the purchase that made them a
 * member), it loads the promotion's code. Members without a valid card are the acquisition
 * promo's (decision 0050), so the two never both open. Visitors load nothing.
 */
export function NewMemberPromoTimer() {
  const view = useSession();
  const offered = view.snapshot.profile?.alerts?.new_member_promo === true;
  const userId =
    view.isRegistered && view.hasValidCard && !offered ? (view.snapshot.user?.id ?? null) : null;
  useMemberStartTimer("new-member-promo", userId, NEW_MEMBER_PROMO_DELAY_MS, (member) => {
    void import("../offer")
      .then((offer) => offer.offerNewMemberPromo(member, window.location.pathname))
      .catch(() => {});
  });
  return null;
}
