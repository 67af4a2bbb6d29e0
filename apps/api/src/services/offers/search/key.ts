import type { SearchInput } from "./repository";

/**
 * The catalogue-cache key of a search (docs/decisions/0006-catalogue-cache.md): searches that
 * differ only in letter case, spacing or the order of their tags and filters share an answer —
 * the text is matched lower-cased and word by word, tags by name in any case, filters ANDed.
 */
export function searchKey(input: SearchInput): string {
  const text = (input.q ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  const tags = [...new Set((input.tags ?? []).map((tag) => tag.trim().toLowerCase()))].sort();
  return JSON.stringify([
    "search",
    text,
    tags,
    [...new Set(input.filters)].sort(),
    input.sort,
    input.page,
    input.pageSize,
  ]);
}
