import { openModalWhenFree } from "../../components/modal/modal-store";
import { isCrawler } from "../../lib/visitor";
import { peekSession, setSessionProfile, updateProfile } from "../session";
import { getReferralCodes } from "./api";
import { isNewMemberPromoDue } from "./promo-rule";

/**
 * Loaded only when the new-member timer fires (components/timer.tsx): checks the rule on the
 * session's cards and profile, asks the API for the code and its discount, remembers on the
 * server that it was offered, then queues the dialog behind any open one (decision 0016).
 */
export async function offerNewMemberPromo(memberId: string, pathname: string): Promise<void> {
  if (isCrawler() || pathname.startsWith("/admin")) return;
  const snapshot = peekSession();
  if (!snapshot || snapshot.user?.id !== memberId) return;
  const due = isNewMemberPromoDue({
    cards: snapshot.cards,
    alerts: snapshot.profile?.alerts,
    now: new Date(),
  });
  if (!due) return;
  const referral = await getReferralCodes().catch(() => null);
  if (!referral?.referral_code) return;
  // Remembered when queued, so "Maybe later" counts as offered; if it cannot be remembered it is
  // not shown (it would come back at every start).
  try {
    setSessionProfile(await updateProfile({ alerts: { new_member_promo: true } }));
  } catch {
    return;
  }
  openModalWhenFree("new-member-promo", {
    code: referral.referral_code,
    discount: referral.referral_discount,
  });
}
