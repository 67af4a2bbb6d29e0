import type { LoginState } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/users/updateLoginFailAttempt: the lock state after a failed sign-in, as it applies to
 * this browser (remaining_attempts 1: the next failure locks). Read-only; counted per address.
 */
export async function loginFailState(email: string): Promise<LoginState> {
  const body = await apiRequest<{ data: LoginState }>("/api/users/updateLoginFailAttempt", {
    method: "POST",
    body: { email: email.trim() },
  });
  return body.data;
}
