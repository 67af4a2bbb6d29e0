import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/reauthenticate before a sensitive change (spec §5). */
export function reauthenticate(input: { email: string; password: string }) {
  return apiRequest<unknown>("/api/auth/reauthenticate", {
    method: "POST",
    body: { providerId: "password", email: input.email.trim(), password: input.password },
  });
}
