import { sessionKeys } from "../../session";

// The member's link lives under the session's member root, so logging out drops it; the
// coffee-chain offer is catalogue data, the same for everyone.
const member = () => [...sessionKeys.memberData(), "coffee-link"] as const;

export const coffeeLinkKeys = {
  member,
  status: () => [...member(), "status"] as const,
  offer: () => ["coffee-link", "offer"] as const,
};
