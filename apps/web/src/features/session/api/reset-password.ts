import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/reset-password with the token of the e-mailed link. */
export function resetPassword(token: string, newPassword: string) {
  return apiRequest<unknown>("/api/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
  });
}
