import { ERROR_CODES, STAFF_ROLES, type StaffRefusal, type StaffRole } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Back-office routes: the staff roles allowed. None declared: nobody (the safe default). */
    roles?: readonly StaffRole[];
    /** The few back-office routes a staff member may call before setting up the second factor. */
    beforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by the back office's guard. */
    staff: StaffMember | null;
  }
}

function isStaffRole(role: string | null): role is StaffRole {
  return role !== null && (STAFF_ROLES as readonly string[]).includes(role);
}

function refuse(reason: StaffRefusal, message: string): AppError {
  return new AppError(ERROR_CODES.forbidden, message, { details: { reason } });
}

/**
 * The back office's one guard (onRequest of every /api/admin route, decision 0042: before the body is read or validated). The role is
 * read from the database on every call, not from the session, so taking a role away takes effect
 * on the next request. No session: 401. A member, a role the route does not allow, or a route that
 * allows no role: 403. A staff member without a second factor reaches only the routes marked
 * `beforeTwoFactor` (who am I, set up the factor).
 */
export async function staffGuard(this: FastifyInstance, request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  const [row] = await this.database.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, request.user.id));
  if (!row || !isStaffRole(row.role)) throw refuse("not_staff", "Staff only");
  // Staff sign-ins open the back office for a few hours, counted from the sign-in itself.
  const since = request.authSession ? Date.now() - request.authSession.createdAt.getTime() : 0;
  if (since > this.config.auth.staffSessionMs) {
    throw new AppError(
      ERROR_CODES.unauthorized,
      "Your back-office session has ended: sign in again",
      {
        details: { reason: "staff_session_expired" },
      },
    );
  }
  const config = request.routeOptions.config;
  if (!config.roles?.includes(row.role)) {
    throw refuse("role", "Your role does not allow this");
  }
  if (!row.twoFactorEnabled && !config.beforeTwoFactor) {
    throw refuse("two_factor_required", "Set up two-step sign-in first");
  }
  request.staff = { ...row, role: row.role };
}
