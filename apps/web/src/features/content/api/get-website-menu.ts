import type { WebsiteMenuResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/users/users/website-menu — the header and footer links (spec §2.7). */
export function getWebsiteMenu(signal?: AbortSignal) {
  return apiRequest<WebsiteMenuResponse>("/api/users/users/website-menu", { signal });
}

export const websiteMenuQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.websiteMenu(),
    queryFn: ({ signal }) => getWebsiteMenu(signal),
    // The menu changes with releases, not while someone browses.
    staleTime: 30 * 60 * 1000,
  });

/** Spec §8: on failure the header and footer links are simply not shown (data stays undefined). */
export function useWebsiteMenu() {
  return useQuery(websiteMenuQueryOptions());
}
