const all = ["deals"] as const;

/** Query keys of the deals feature: every query and cache call on it builds its key here. */
export const dealsKeys = {
  all: () => all,
  categories: () => [...all, "categories"] as const,
  collections: () => [...all, "collections"] as const,
  collection: (id: string) => [...all, "collection", id] as const,
  limitedTime: () => [...all, "limited-time"] as const,
  themeOrder: () => [...all, "theme-order"] as const,
  trending: (full: boolean) => [...all, "trending", full] as const,
};
