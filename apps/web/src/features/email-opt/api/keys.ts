/** Query keys of the e-mail opt-in feature. */
export const emailOptKeys = {
  /** The records depend on the viewer's tier: the session's user is part of the key. */
  list: (userId: string | null) => ["email-opt", userId] as const,
  preferences: (token: string) => ["newsletter-preferences", token] as const,
};
