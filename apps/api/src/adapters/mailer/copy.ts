export type MailLanguage = "en" | "fr";

/** The words of one e-mail in one language; templates.ts lays them out (text and HTML). */
export interface Copy {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  action: string;
  footer: string;
}

/** What a template may put in its text. Every value is escaped by the layout. */
export interface TemplateParams {
  name: string;
  url: string;
  minutes?: number;
  /** An amount already formatted for the language (e.g. "$13.55" / "13,55 $"). */
  amount?: string;
  /** A day already formatted for the language (e.g. "March 3, 2027" / "3 mars 2027"). */
  date?: string;
}

export type Template = (p: TemplateParams) => Record<MailLanguage, Copy>;

export const hello = {
  en: (name: string) => (name ? `Hi ${name},` : "Hi,"),
  fr: (name: string) => (name ? `Bonjour ${name},` : "Bonjour,"),
};
