import type { MemberProfile, ProfileInput } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/users/v2/user/register: only the fields given change. */
export async function updateProfile(profile: Partial<ProfileInput>): Promise<MemberProfile> {
  const body = await apiRequest<{ profile: MemberProfile }>("/api/users/v2/user/register", {
    method: "PUT",
    body: { profile },
  });
  return body.profile;
}
