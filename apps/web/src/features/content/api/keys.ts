const all = ["content"] as const;

/** Query keys of the content feature: every query and cache call on it builds its key here. */
export const contentKeys = {
  all: () => all,
  config: () => [...all, "config"] as const,
  terms: () => [...all, "terms"] as const,
  websiteMenu: () => [...all, "website-menu"] as const,
  page: (slug: string) => [...all, "page", slug] as const,
  blogList: (page: number) => [...all, "blog", "list", page] as const,
  blogPost: (identifier: string) => [...all, "blog", "post", identifier.toLowerCase()] as const,
};
