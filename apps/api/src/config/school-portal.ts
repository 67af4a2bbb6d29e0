import type { Env } from "./env";

/** Signs school-portal tokens outside production when SCHOOL_PORTAL_SECRET is unset. */
export const DEVELOPMENT_SCHOOL_PORTAL_SECRET = "spc-development-school-portal-secret-0001";

/**
 * The secret schools' portals sign their students' tokens with (decision 0041, "School portal
 * and back-to-school"). In production without it, no portal token is trusted.
 */
export interface SchoolPortalConfig {
  secret: string | null;
}

export function schoolPortalConfig(e: Env): SchoolPortalConfig {
  return {
    secret:
      e.SCHOOL_PORTAL_SECRET ??
      (e.NODE_ENV === "production" ? null : DEVELOPMENT_SCHOOL_PORTAL_SECRET),
  };
}
