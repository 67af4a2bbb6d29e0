import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/users/deleteUser (needs a recent sign-in or reauthentication). */
export function deleteAccount() {
  return apiRequest<{ data: { deleted: true } }>("/api/users/deleteUser", { method: "DELETE" });
}
