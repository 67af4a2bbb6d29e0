import { deriveSessionView, peekSession, type SessionView, useSession } from "./session-query";

/**
 * THE SEAM between the offers pages and the accounts work.
 *
 * Everything in deals / offers / search that depends on who is browsing reads `useViewer()` and
 * nothing else. The accounts work fills it from the session snapshot (session-query.ts), keeping
 * this signature:
 *
 * - "visitor": not logged in (no user or no token, spec §4), or the session is still loading
 * - "user":    logged in, but not a member with a valid card
 * - "member":  logged in, registered, with a valid card (spec §4 "Card validity")
 * - "plus":    a member whose card makes them SPC+ (spec §4 "Premium membership")
 */
export type ViewerStatus = "visitor" | "user" | "member" | "plus";

export interface Viewer {
  status: ViewerStatus;
}

const VIEWERS: Record<ViewerStatus, Viewer> = {
  visitor: Object.freeze({ status: "visitor" }),
  user: Object.freeze({ status: "user" }),
  member: Object.freeze({ status: "member" }),
  plus: Object.freeze({ status: "plus" }),
};

/** The status of a session view (exported for tests). */
export function viewerStatusOf(view: Pick<SessionView, "isLoggedIn" | "hasValidCard" | "isPlus">) {
  if (!view.isLoggedIn) return "visitor";
  if (!view.hasValidCard) return "user";
  return view.isPlus ? "plus" : "member";
}

/** Who is browsing, for code outside React (loaders, api helpers). */
export function getViewer(): Viewer {
  const snapshot = peekSession();
  if (!snapshot) return VIEWERS.visitor;
  return VIEWERS[viewerStatusOf(deriveSessionView(snapshot, new Date()))];
}

/** Who is browsing; re-renders when the session changes. */
export function useViewer(): Viewer {
  return VIEWERS[viewerStatusOf(useSession())];
}
