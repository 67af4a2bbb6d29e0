/** Query keys of the session feature: every query and cache call on it builds its key here. */
export const sessionKeys = {
  /** The viewer snapshot (session-query.ts): identity, registration, profile and cards. */
  snapshot: () => ["session"] as const,
  /**
   * The root of every member-only query, whichever feature owns it (cards, billing, purchase):
   * logging out removes everything under it at once (clearSession).
   */
  memberData: () => ["member"] as const,
};
