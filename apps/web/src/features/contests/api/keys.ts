import { sessionKeys } from "../../session";

// A contest page carries the member's own entry, so it lives under the session's member root:
// logging out drops it with everything else the member saw.
const all = () => [...sessionKeys.memberData(), "contests"] as const;

export const contestsKeys = {
  all,
  list: () => [...all(), "list"] as const,
  page: (contestId: string) => [...all(), "page", contestId] as const,
  rules: (id: string) => ["contests", "rules", id] as const,
  event: (eventId: string, campusId: string) => ["contests", "event", eventId, campusId] as const,
};
