/** Query keys of the cookies feature: every query and cache call on it builds its key here. */
export const cookieKeys = {
  categories: () => ["cookie-categories"] as const,
};
