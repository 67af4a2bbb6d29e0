import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../i18n/language";
import { useLanguage } from "../../../i18n/language-store";
import { apiRequest } from "../../../lib/api-client";

/** A search tag as GET /v2/tags and the suggestions give it (`name` is the English name). */
export interface Tag {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  name_fr: string;
}

/** GET /api/offers/v2/tags — every tag; the box filters it locally as the student types. */
export function getTags(signal?: AbortSignal) {
  return apiRequest<{ data: Tag[] }>("/api/offers/v2/tags", { signal });
}

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: ["search", "tags"],
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 30 * 60 * 1000,
  });

export function tagNames(tags: readonly Tag[], language: Language): string[] {
  return tags.map((tag) => (language === "fr" ? tag.name_fr : tag.name_en) || tag.name);
}

/** The tag names in the current language, loaded once the box is used; empty until then. */
export function useTagNames(enabled: boolean): string[] {
  const language = useLanguage();
  const tags = useQuery({ ...tagsQueryOptions(), enabled }).data?.data;
  return tags ? tagNames(tags, language) : EMPTY;
}
const EMPTY: string[] = [];

/** GET /api/offers/v2/tags/suggestions?q= — the server's top tags for a text (at most 10). */
export function getTagSuggestions(q: string, signal?: AbortSignal) {
  return apiRequest<{ data: Tag[] }>(`/api/offers/v2/tags/suggestions?q=${encodeURIComponent(q)}`, {
    signal,
  });
}

export const tagSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["search", "tag-suggestions", q],
    queryFn: ({ signal }) => getTagSuggestions(q, signal),
    staleTime: 10 * 60 * 1000,
  });
