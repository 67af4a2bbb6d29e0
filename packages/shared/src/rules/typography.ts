// Typography of written copy (catalogue text, messages): one rule per language, and a checker
// that names what a text gets wrong, so seeds and message catalogues can be tested the same way.

/** No-break space: French puts it before : ; ! ?, inside « », and between an amount and its unit. */
export const NBSP = "\u00a0";

const HIGH_PUNCTUATION = /[ \u00a0\u202f]*([:;!?])(?=$|[\s»)"’])/gu;

/**
 * Sets a French (Canadian) text as a copywriter would: curly apostrophes, a no-break space before
 * : ; ! ? and inside « », between a number and % or $ ("15 %", "25 $"), and "…" for "...".
 */
export function typesetFrench(text: string): string {
  return text
    .replaceAll("'", "’")
    .replaceAll("...", "…")
    .replace(HIGH_PUNCTUATION, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/gu, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/gu, `${NBSP}»`)
    .replace(/(\d)[ \u202f]?([%$])/gu, `$1${NBSP}$2`);
}

/** Sets an English text: curly apostrophes and "…" for "...". */
export function typesetEnglish(text: string): string {
  return text.replaceAll("'", "’").replaceAll("...", "…");
}

/** What a written text gets wrong in either language (empty when it reads right). */
function commonProblems(text: string): string[] {
  const problems: string[] = [];
  if (/(?<!\.)\.\.(?!\.)|\.{4,}/u.test(text)) problems.push("double full stop");
  if (/([,;:!?])\1/u.test(text)) problems.push("doubled punctuation");
  if (/ {2,}/u.test(text)) problems.push("double space");
  if (/^\s|\s$/u.test(text)) problems.push("space at an end");
  if (/ [.,]/u.test(text)) problems.push("space before . or ,");
  if (text.includes("'")) problems.push("straight apostrophe");
  return problems;
}

/** Problems of a French text: those of any text, plus French spacing around punctuation and units. */
export function frenchTypographyProblems(text: string): string[] {
  const problems = commonProblems(text);
  if (/(?:^|[^\u00a0\u202f])[:;!?](?=$|[\s»)"’])/u.test(text)) {
    problems.push("no no-break space before : ; ! or ?");
  }
  if (/«(?![\u00a0\u202f])|[^\u00a0\u202f]»/u.test(text)) {
    problems.push("no no-break space inside « »");
  }
  if (/\d(?:[ ]?)[%$]/u.test(text)) problems.push("no no-break space between amount and unit");
  if (/\$\s?\d/u.test(text)) problems.push("dollar sign before the amount");
  return problems;
}

/** Problems of an English text: those of any text, plus spaces before high punctuation. */
export function englishTypographyProblems(text: string): string[] {
  const problems = commonProblems(text);
  if (/[ \u00a0\u202f][:;!?%]/u.test(text)) problems.push("space before : ; ! ? or %");
  return problems;
}
