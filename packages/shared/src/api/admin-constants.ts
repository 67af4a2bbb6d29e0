/*
 * Back-office vocabulary shared by the API and the web (no zod: the web's staff pages read these
 * without the schemas). Decision 0042.
 */

/** Staff roles: admin (everything, staff accounts), editor (catalogue and content), support (members, read-mostly). */
export const STAFF_ROLES = ["admin", "editor", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every staff role: for reads any staff member may do. */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;
/** Roles that change the catalogue, codes and content. */
export const CATALOGUE_WRITERS: readonly StaffRole[] = ["admin", "editor"];
/** Roles that manage staff accounts and read the whole audit log. */
export const ADMINS_ONLY: readonly StaffRole[] = ["admin"];

/** Why a signed-in person is refused a back-office call (403 `forbidden`, `details.reason`). */
export const STAFF_REFUSALS = ["not_staff", "role", "two_factor_required"] as const;
export type StaffRefusal = (typeof STAFF_REFUSALS)[number];

/** Rows per page of the back office's tables. */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
