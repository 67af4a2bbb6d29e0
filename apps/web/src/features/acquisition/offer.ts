import { openModalWhenFree } from "../../components/modal/modal-store";
import { isCrawler } from "../../lib/visitor";
import { getMayAcquisition } from "./api";
import { readOffered, rememberOffered, shouldOffer } from "./offer-rule";

/**
 * Loaded only when the acquisition timer fires for a signed-in member (components/timer.tsx):
 * asks the API, and queues the promo behind any open dialog (decision 0016), once per campaign
 * per member in this browser.
 */
export async function offerAcquisition(memberId: string, pathname: string): Promise<void> {
  if (isCrawler() || pathname.startsWith("/admin")) return;
  const answer = await getMayAcquisition().catch(() => null);
  if (!answer || !shouldOffer(answer, memberId, readOffered())) return;
  rememberOffered(answer.campaign, memberId);
  openModalWhenFree("acquisition-promo", { campaign: answer.campaign });
}
