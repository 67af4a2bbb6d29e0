import type { LoginState } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/users/isAllowedLogin: whether e-mail sign-in is allowed (not locked). */
export async function isAllowedLogin(email: string): Promise<LoginState> {
  const body = await apiRequest<{ data: LoginState }>("/api/users/isAllowedLogin", {
    method: "POST",
    body: { email },
  });
  return body.data;
}
