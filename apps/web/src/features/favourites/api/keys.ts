import { sessionKeys } from "../../session";

// Member-only data: under the session's member root, so logging out drops it.
const all = () => [...sessionKeys.memberData(), "favourites"] as const;

/** Query keys of the favourites feature: every query and cache call on it builds its key here. */
export const favouritesKeys = {
  all,
  lists: () => [...all(), "lists"] as const,
  list: (id: number) => [...all(), "list", id] as const,
  offers: () => [...all(), "offers"] as const,
  categories: () => [...all(), "categories"] as const,
};

/** A shared list as a visitor reads it: not member data, so outside the member root. */
export const sharedListKeys = {
  list: (token: string, language: string) => ["shared-list", token, language] as const,
};
