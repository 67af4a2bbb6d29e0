import type { MemberProfile } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/users/v2/user/register: the member's profile. */
export async function getProfile(signal?: AbortSignal): Promise<MemberProfile> {
  const body = await apiRequest<{ profile: MemberProfile }>("/api/users/v2/user/register", {
    signal,
  });
  return body.profile;
}
