import { sessionKeys } from "../../session";

// Member-only data: under the session's member root, so logging out drops it.
const all = () => [...sessionKeys.memberData(), "notifications"] as const;

/** Query keys of the notifications feature: every query and cache call on it builds its key here. */
export const notificationsKeys = {
  all,
  list: () => [...all(), "list"] as const,
};
