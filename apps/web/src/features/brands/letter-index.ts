import type { Brand } from "@spc/shared";

/**
 * The index of /brands: `#` (names starting with a digit or a sign, listed first as the API
 * sorts them), then A to Z. Every letter is shown; one without a brand is disabled.
 */
export const INDEX_LETTERS: readonly string[] = ["#", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("")];

export interface LetterGroup {
  letter: string;
  /** The id of the letter's section: the index links to `#brands-<letter>`. */
  anchor: string;
  brands: Brand[];
}

/** The anchor of a letter's section (`#` is not a safe id character, so it is spelled out). */
export function letterAnchor(letter: string): string {
  return `brands-${letter === "#" ? "0-9" : letter}`;
}

/** The brands by index letter, in index order, keeping the API's order within a letter. */
export function groupByLetter(brands: readonly Brand[]): LetterGroup[] {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const letter = INDEX_LETTERS.includes(brand.letter) ? brand.letter : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    anchor: letterAnchor(letter),
    brands: groups.get(letter) ?? [],
  }));
}
