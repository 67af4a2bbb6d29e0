import { parseLanguagePrefix } from "@spc/shared";
import { openModalWhenFree } from "../../components/modal/modal-store";
import { queryClient } from "../../lib/query-client";
import { linkingStatusQueryOptions } from "./api/get-linking-status";
import { gateShownRecently, rememberGateShown } from "./gate-rule";

/** The page that has the linking form itself: the gate would only repeat it. */
const LINK_PAGE = "/timhortons";

/**
 * Loaded only when the gate's 5000 ms have passed for a signed-in member (gate-timer.tsx): asks
 * the API whether the member is linked, and queues the gate behind any open dialog (decision
 * 0016) when they are not, at most once per GATE_QUIET_DAYS.
 */
export async function openLinkingGate(userId: string, pathname: string): Promise<void> {
  const now = new Date();
  if (gateShownRecently(userId, now)) return;
  if (parseLanguagePrefix(pathname).path.replace(/\/+$/, "") === LINK_PAGE) return;
  const status = await queryClient.fetchQuery(linkingStatusQueryOptions()).catch(() => null);
  if (!status || status.Linked) return;
  rememberGateShown(userId, now);
  openModalWhenFree("coffee-link-gate");
}
