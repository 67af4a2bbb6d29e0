import type { ContentPage, ContentPageSlug } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/content/pages/{slug}: one information page with its markdown body (decision 0034). */
export function getContentPage(slug: ContentPageSlug, signal?: AbortSignal) {
  return apiRequest<ContentPage>(`/api/content/pages/${slug}`, { signal });
}

export const contentPageQueryOptions = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
    // The API versions content and answers from its cache; a page's words rarely change mid-visit.
    staleTime: 10 * 60 * 1000,
  });

export function useContentPage(slug: ContentPageSlug) {
  return useQuery(contentPageQueryOptions(slug));
}
