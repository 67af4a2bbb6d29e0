import { apiRequest } from "../../../lib/api-client";

/** POST /api/users/user/verifyemail with the link's verifyToken (no session needed). */
export function verifyEmail(verifyToken: string) {
  return apiRequest<{ data: { email_verified: true; message: string } }>(
    "/api/users/user/verifyemail",
    { method: "POST", body: { verifyToken } },
  );
}
