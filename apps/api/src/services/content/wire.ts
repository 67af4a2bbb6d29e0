import type { Seo } from "@spc/shared";

/** What a row gives to its SEO text: its own, else the title and the lead (or the title). */
interface SeoSource {
  seoTitleEn: string | null;
  seoTitleFr: string | null;
  seoDescriptionEn: string | null;
  seoDescriptionFr: string | null;
}

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

/** A lead cut at a word before 160 characters, with an ellipsis when cut. */
export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= DESCRIPTION_MAX_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

export function seoOf(
  row: SeoSource,
  title: { en: string; fr: string },
  lead: { en: string; fr: string },
): Seo {
  return {
    title_en: row.seoTitleEn || title.en,
    title_fr: row.seoTitleFr || title.fr,
    description_en: row.seoDescriptionEn || shortDescription(lead.en || title.en),
    description_fr: row.seoDescriptionFr || shortDescription(lead.fr || title.fr),
  };
}

/** Whole minutes to read a markdown text at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~[\]()!|-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}

export const iso = (date: Date): string => date.toISOString();
