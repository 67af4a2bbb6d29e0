import type { ProfileInput, RegisterResponse } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/users/v2/user/register: creates the profile of the signed-in identity. */
export function register(profile: ProfileInput, tracking?: Record<string, unknown>) {
  return apiRequest<RegisterResponse>("/api/users/v2/user/register", {
    method: "POST",
    body: { profile, ...(tracking ? { tracking } : {}) },
  });
}
