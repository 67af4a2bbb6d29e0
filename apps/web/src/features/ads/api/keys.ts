/** Query keys of the ads feature: every query and cache call on it builds its key here. */
export const adsKeys = {
  list: () => ["ads"] as const,
};
