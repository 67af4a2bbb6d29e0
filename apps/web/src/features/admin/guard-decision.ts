import type { StaffMe } from "@spc/shared";
import { ApiError } from "../../lib/api-client";

/** Where the back office's second-factor set-up page lives. */
export const ENROL_PATH = "/admin/two-factor";
export const LOGIN_PATH = "/admin/login";

export type GuardDecision =
  | { kind: "loading" }
  | { kind: "login"; expired: boolean }
  | { kind: "not-allowed" }
  | { kind: "enrol" }
  | { kind: "leave-enrolment" }
  | { kind: "failed" }
  | { kind: "show"; staff: StaffMe };

/** The `reason` of a refused back-office call (details.reason of the envelope), if any. */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.details?.reason;
  return typeof reason === "string" ? reason : null;
}

/**
 * What the back office's guard does with the answer of GET /api/admin/me on `path`: a visitor
 * (401) or an ended staff session goes to the login page, a member (403 not_staff) sees the
 * not-allowed page, a staff member without a second factor sets one up first (and one who has it
 * never sees the set-up page), anything else failing shows a retry. The API's guard has the last
 * word on every call; this only decides what to draw.
 */
export function guardDecision(
  state: { status: "pending" | "error" | "success"; data?: StaffMe; error?: unknown },
  path: string,
): GuardDecision {
  if (state.status === "pending") return { kind: "loading" };
  if (state.status === "error") {
    const { error } = state;
    if (error instanceof ApiError && error.status === 401) {
      return { kind: "login", expired: refusalReason(error) === "staff_session_expired" };
    }
    if (error instanceof ApiError && error.status === 403) return { kind: "not-allowed" };
    return { kind: "failed" };
  }
  const staff = state.data;
  if (!staff) return { kind: "loading" };
  const onEnrolment = path === ENROL_PATH;
  if (!staff.two_factor_enabled && !onEnrolment) return { kind: "enrol" };
  if (staff.two_factor_enabled && onEnrolment) return { kind: "leave-enrolment" };
  return { kind: "show", staff };
}

/** The login address that comes back to `path` (with its query) once signed in. */
export function loginPath(returnTo: string, expired = false): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== "/admin") params.set("next", returnTo);
  if (expired) params.set("expired", "1");
  const search = params.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

/** Where to go after signing in: a back-office address from `next`, else the dashboard. */
export function afterStaffLogin(next: string | null): string {
  if (!next) return "/admin";
  // Only the back office's own pages: never another site, never the login page again.
  if (!next.startsWith("/admin") || next.startsWith("//") || next.startsWith(LOGIN_PATH)) {
    return "/admin";
  }
  return next;
}
