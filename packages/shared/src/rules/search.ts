// Search box text rules (spec §5 "Search").

// Typographic quotes that phones and word processors insert; French guillemets become double
// quotes too so a French suggestion («chaussures») reads the same as an English one.
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;

/** Replaces curly quotes and guillemets with straight ones. */
export function normalizeQuotes(text: string): string {
  return text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"');
}

/**
 * The query a shown suggestion stands for: the quoted text of a `Search "shoes"` suggestion,
 * or the whole suggestion when it carries no quotes. Spaces inside guillemets are dropped.
 */
export function suggestionQuery(suggestion: string): string {
  const text = normalizeQuotes(suggestion);
  const quoted = /"([^"]*)"/.exec(text);
  return (quoted ? quoted[1]! : text).trim();
}

/**
 * What a search submit searches for: the typed text with quotes normalised, or, when nothing is
 * typed, the shown suggestion's query. Null when there is nothing to search.
 */
export function resolveSearchSubmit(typed: string, shownSuggestion?: string | null): string | null {
  const query = normalizeQuotes(typed).trim();
  if (query !== "") return query;
  const fallback = shownSuggestion ? suggestionQuery(shownSuggestion) : "";
  return fallback === "" ? null : fallback;
}
