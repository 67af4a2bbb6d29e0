import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/custom-token: exchanges an auto-login token once (signs out any session). */
export function exchangeCustomToken(token: string) {
  return apiRequest<unknown>("/api/auth/custom-token", { method: "POST", body: { token } });
}
