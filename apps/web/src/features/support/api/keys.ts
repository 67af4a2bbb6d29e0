const all = ["support"] as const;

/** Query keys of the help pages (FAQ, contact). */
export const supportKeys = {
  all: () => all,
  faq: () => [...all, "faq"] as const,
};
