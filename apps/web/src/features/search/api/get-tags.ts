import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../i18n/language";
import { useLanguage } from "../../../i18n/language-store";
import { apiRequest } from "../../../lib/api-client";
import { searchKeys } from "./keys";

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
    queryKey: searchKeys.tags(),
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
