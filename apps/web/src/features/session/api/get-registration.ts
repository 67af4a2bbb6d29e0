import type { RegistrationResult } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/users/userIsRegistered (a visitor gets all false). */
export function getRegistration(signal?: AbortSignal) {
  return apiRequest<RegistrationResult>("/api/users/userIsRegistered", { signal });
}
