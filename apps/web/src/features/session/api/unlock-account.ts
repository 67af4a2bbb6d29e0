import { apiRequest } from "../../../lib/api-client";

/** POST /api/users/unlock-account with the token of the e-mailed unlock link. */
export function unlockAccount(token: string) {
  return apiRequest<unknown>("/api/users/unlock-account", { method: "POST", body: { token } });
}
