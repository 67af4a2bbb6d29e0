import type { FaqCategory, FaqEntry, Language } from "@spc/shared";

/** Lower-case, without accents or extra spaces: "Réservé " and "reserve" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a search, folded. */
function searchWords(query: string): string[] {
  return foldText(query).split(" ").filter(Boolean);
}

/** Whether every word of the search is in the question or its answer (in the reader's language). */
export function entryMatches(
  entry: FaqEntry,
  words: readonly string[],
  language: Language,
): boolean {
  if (words.length === 0) return true;
  const text = foldText(`${entry[`question_${language}`]} ${entry[`answer_${language}`]}`);
  return words.every((word) => text.includes(word));
}

export interface FaqSearchResult {
  /** The categories that keep at least one question, each with only its matching questions. */
  categories: FaqCategory[];
  /** How many questions match. */
  count: number;
  /** Whether a search is under way (a query with at least one word). */
  searching: boolean;
}

/**
 * Filters the FAQ as the reader types (decision 0036): a question stays when each word of the
 * search appears in it or in its answer, accents, case and apostrophes aside.
 */
export function searchFaq(
  categories: readonly FaqCategory[],
  query: string,
  language: Language,
): FaqSearchResult {
  const words = searchWords(query);
  const kept = categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => entryMatches(entry, words, language)),
    }))
    .filter((category) => category.entries.length > 0);
  const count = kept.reduce((sum, category) => sum + category.entries.length, 0);
  return { categories: kept, count, searching: words.length > 0 };
}
