import { apiRequest } from "../../../lib/api-client";

export interface AccessTokenAnswer {
  message: string;
  sent: boolean;
  email_verified: boolean;
  rate_limited: boolean;
  retry_after_seconds: number;
}

/** POST /api/users/user/accesstoken: (re)sends the verification e-mail. */
export async function sendVerificationEmail(redirect?: string): Promise<AccessTokenAnswer> {
  const body = await apiRequest<{ data: AccessTokenAnswer }>("/api/users/user/accesstoken", {
    method: "POST",
    body: { resend_verification: true, ...(redirect ? { redirect } : {}) },
  });
  return body.data;
}
