import { BLOG_PAGE_SIZE, type BlogListResponse } from "@spc/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/content/blog: one page of posts, newest first. */
export function getBlogPosts(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    current_page: String(page),
    page_size: String(BLOG_PAGE_SIZE),
  });
  return apiRequest<BlogListResponse>(`/api/content/blog?${query}`, { signal });
}

export const blogPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: contentKeys.blogList(page),
    queryFn: ({ signal }) => getBlogPosts(page, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useBlogPosts(page: number) {
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...blogPostsQueryOptions(page), placeholderData: keepPreviousData });
}
