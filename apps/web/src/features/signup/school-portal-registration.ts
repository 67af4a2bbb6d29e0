import { SCHOOL_PORTAL_MESSAGES, STORAGE_KEYS } from "@spc/shared";
import { ApiError, apiRequest } from "../../lib/api-client";
import { removeItem } from "../../lib/storage";

/** How a school-portal registration ended (spec §4). */
export type SchoolPortalOutcome = "registered" | "already" | "failed";

/**
 * Spec §4: an "active card" message means the member is already registered; anything else is
 * the registration-failed alert.
 */
export function schoolPortalOutcomeOf(error: unknown): SchoolPortalOutcome {
  return error instanceof ApiError && /active card/i.test(error.message) ? "already" : "failed";
}

/** Forgets the school data a portal left (spec §9 `unique_token`). */
export function clearStoredSchoolData(): void {
  removeItem(STORAGE_KEYS.uniqueToken);
}

/**
 * POST /api/users/campus/register with the stored portal token. Success clears the stored
 * school data; "already registered" clears it too (it has nothing left to do); a failure keeps
 * it for another try in a later session.
 */
export async function completeSchoolPortalRegistration(
  token: string,
): Promise<SchoolPortalOutcome> {
  try {
    await apiRequest("/api/users/campus/register", {
      method: "POST",
      body: { unique_token: token },
    });
    clearStoredSchoolData();
    return "registered";
  } catch (error) {
    const outcome = schoolPortalOutcomeOf(error);
    if (outcome === "already") clearStoredSchoolData();
    else console.error(SCHOOL_PORTAL_MESSAGES.registrationFailed, error);
    return outcome;
  }
}
