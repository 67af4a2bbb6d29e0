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
  /** True while the session is still loading (status then reads "visitor"): wait before gating. */
  loading?: boolean;
}

const VIEWERS: Record<ViewerStatus, Viewer> = {
  visitor: Object.freeze({ status: "visitor", loading: false }),
  user: Object.freeze({ status: "user", loading: false }),
  member: Object.freeze({ status: "member", loading: false }),
  plus: Object.freeze({ status: "plus", loading: false }),
};
const LOADING: Viewer = Object.freeze({ status: "visitor", loading: true });

/** The status of a session view (exported for tests). */
export function viewerStatusOf(
  view: Pick<SessionView, "isLoggedIn" | "hasValidCard" | "isPlus">,
): ViewerStatus {
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
  const session = useSession();
  return session.loading ? LOADING : VIEWERS[viewerStatusOf(session)];
}
