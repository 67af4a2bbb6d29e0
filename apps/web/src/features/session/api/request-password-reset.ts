import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/request-password-reset (same answer whether the account exists or not). */
export function requestPasswordReset(email: string) {
  return apiRequest<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    body: { email: email.trim(), redirectTo: "/reset-password" },
  });
}
