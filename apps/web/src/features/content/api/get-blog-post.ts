import type { BlogPost } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/content/blog/{identifier}: a post by slug or numeric id. */
export function getBlogPost(identifier: string, signal?: AbortSignal) {
  return apiRequest<BlogPost>(`/api/content/blog/${encodeURIComponent(identifier)}`, { signal });
}

export const blogPostQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: contentKeys.blogPost(identifier),
    queryFn: ({ signal }) => getBlogPost(identifier, signal),
    staleTime: 10 * 60 * 1000,
  });

export function useBlogPost(identifier: string) {
  return useQuery(blogPostQueryOptions(identifier));
}
