import type { AuditQuery } from "@spc/shared";

/** The back office's data: its own root, dropped as a whole when the staff member signs out. */
const all = () => ["admin"] as const;

/** Query keys of the back office (one factory, like every feature). */
export const adminKeys = {
  all,
  me: () => [...all(), "me"] as const,
  poolLevels: () => [...all(), "code-pools"] as const,
  audit: (query: Partial<AuditQuery>) => [...all(), "audit", query] as const,
};
