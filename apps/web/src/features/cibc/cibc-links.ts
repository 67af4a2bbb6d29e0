import type { Language } from "@spc/shared";

/** The bank's student page, in each language (spec §9: bank offers have EN/FR links). */
export const CIBC_STUDENT_URL: Record<Language, string> = {
  en: "https://www.cibc.com/en/student/spc.html",
  fr: "https://www.cibc.com/fr/student/spc.html",
};

/** The three bank offer tiers of spec §9 (bonus in dollars), highest first. */
export const CIBC_TIERS = [60, 30, 25] as const;

export interface CibcLink {
  language: Language;
  url: string;
}

/** Both languages' links: the interface language's, then the other one. */
export function cibcLinksFor(language: Language): [shown: CibcLink, other: CibcLink] {
  const other: Language = language === "fr" ? "en" : "fr";
  return [
    { language, url: CIBC_STUDENT_URL[language] },
    { language: other, url: CIBC_STUDENT_URL[other] },
  ];
}
