import { parseLanguagePrefix } from "@spc/shared";
import { openModalWhenFree } from "../../components/modal/modal-store";
import { queryClient } from "../../lib/query-client";
import { isCrawler } from "../../lib/visitor";
import { linkingStatusQueryOptions } from "./api/get-linking-status";
import { gateShownRecently, rememberGateShown } from "./gate-rule";

/** The page that has the linking form itself: the gate would only repeat it. */
const LINK_PAGE = "/timhortons";

/** Whether the gate stays off this path (its own page, the back office). */
export function gateSkipsPath(pathname: string): boolean {
  const path = parseLanguagePrefix(pathname).path.replace(/(.)\/+$/, "$1");
  return path === LINK_PAGE || path.startsWith("/admin");
}

/**
 * Loaded only when the gate's 5000 ms have passed for a signed-in member (gate-timer.tsx): asks
 * the API whether the member is linked, and queues the gate behind any open dialog (decision
 * 0016) when they are not, at most once per GATE_QUIET_DAYS in this browser.
 */
export async function openLinkingGate(pathname: string): Promise<void> {
  const now = new Date();
  if (gateShownRecently(now) || gateSkipsPath(pathname) || isCrawler()) return;
  const status = await queryClient.fetchQuery(linkingStatusQueryOptions()).catch(() => null);
  if (!status || status.Linked) return;
  rememberGateShown(now);
  openModalWhenFree("coffee-link-gate");
}
