import { TAG_SUGGESTIONS_LIMIT } from "../constants";

/**
 * Tags containing `text`, case-insensitively, in their original order, at most `limit` (10 by
 * default; the dropdown passes TAG_DROPDOWN_LIMIT). Blank text matches every tag.
 */
export function filterTags(
  tags: readonly string[],
  text: string,
  limit: number = TAG_SUGGESTIONS_LIMIT,
): string[] {
  if (limit <= 0) return [];
  const needle = text.trim().toLocaleLowerCase();
  const found: string[] = [];
  for (const tag of tags) {
    if (tag.toLocaleLowerCase().includes(needle)) found.push(tag);
    if (found.length >= limit) break;
  }
  return found;
}
