import type { ContentPage, ContentPageSlug } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const all = ["page-copy"] as const;

/** Query keys of a page's own row (its heading, lead, intro and SEO text). */
export const pageCopyKeys = {
  all: () => all,
  page: (slug: ContentPageSlug) => [...all, slug] as const,
};

/** GET /api/content/pages/{slug}: the row of a public page (decision 0034). */
export function getPageCopy(slug: ContentPageSlug, signal?: AbortSignal) {
  return apiRequest<ContentPage>(`/api/content/pages/${slug}`, { signal });
}

export const pageCopyQueryOptions = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: pageCopyKeys.page(slug),
    queryFn: ({ signal }) => getPageCopy(slug, signal),
    // The API caches content and versions it; a page's words change rarely within a visit.
    staleTime: 10 * 60 * 1000,
  });

export function usePageCopy(slug: ContentPageSlug) {
  return useQuery(pageCopyQueryOptions(slug));
}
