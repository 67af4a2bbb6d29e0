import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/sign-out. */
export function signOut() {
  return apiRequest<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
}
