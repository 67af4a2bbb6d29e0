// Typography of written copy (catalogue text, messages): one rule per language, and a checker
// that names what a text gets wrong, so seeds and message catalogues can be tested the same way.

/** No-break space: French puts it before :, inside « », and between an amount and its % or $. */
export const NBSP = "\u00a0";

/** Narrow no-break space (the typographer's "espace fine"): French puts it before ; ! and ?. */
export const NNBSP = "\u202f";

// Where the rule comes from (docs/decisions/0031-french-fits.md): the Office québécois de la
// langue française's spacing table — a no-break space before the colon, inside « » and between
// a number and % or a currency sign; before ; ! ? "pas d'espace ou espace fine", the thin space
// being the careful choice when one has it, and the web has it (U+202F, which never breaks).

/** Spaces the rule replaces: ordinary, no-break, narrow no-break, thin, tab (never a line end). */
const SPACES = "[ \\t\\u00a0\\u202f\\u2009]*";

/**
 * Spans the rule never changes: web and e-mail addresses (without the punctuation that ends a
 * sentence after them), HTML entities, ICU message syntax ({name}, {n, number, ::currency/CAD},
 * the head of a plural or select, quoted literals like '{' and the escaped apostrophe '').
 */
const PROTECTED = new RegExp(
  [
    String.raw`\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>«»"]*[^\s<>«»".,;:!?)’']`,
    String.raw`\bmailto:[^\s<>«»"]*[^\s<>«»".,;:!?)’']`,
    String.raw`[\w+-][\w.+-]*@[\w-]+(?:\.[\w-]+)+`,
    String.raw`&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);`,
    String.raw`\{\s*[\p{L}\p{N}_]+\s*(?:,\s*(?:number|date|time|spellout|ordinal|duration)\s*(?:,[^{}]*)?)?\}`,
    String.raw`\{\s*[\p{L}\p{N}_]+\s*,\s*(?:plural|select|selectordinal)\s*,(?:\s*offset:\d+)?`,
    "'[{}#|][^']*'",
    "''",
  ].join("|"),
  "giu",
);

// Each rule reads the character before the spaces: a sign after nothing, a space or an opening
// bracket stands for itself ("comme « ! »", a lone "?"), not for the end of a sentence.
const COLON = new RegExp(`(?<=[^\\s«(\\[{])${SPACES}:(?=$|[\\s»)\\]}"”’*;!?])`, "gu");
const HIGH = new RegExp(`(?<=[^\\s«(\\[{:;!?])${SPACES}([;!?]+)(?=$|[\\s»)\\]}"”’*:])`, "gu");
const OPENING_GUILLEMET = new RegExp(`«${SPACES}`, "gu");
const CLOSING_GUILLEMET = new RegExp(`${SPACES}»`, "gu");
// An amount: a digit or an ICU argument ({price}) before the sign, no letter or digit after it
// (so "%20" in a text and "$CA" stay as they are).
const UNIT = new RegExp(`(?<=[\\p{N}}])${SPACES}([%$])(?![\\p{L}\\p{N}])`, "gu");

function setSpan(text: string): string {
  return text
    .replaceAll("'", "’")
    .replaceAll("...", "…")
    .replace(OPENING_GUILLEMET, `«${NBSP}`)
    .replace(CLOSING_GUILLEMET, `${NBSP}»`)
    .replace(COLON, `${NBSP}:`)
    .replace(HIGH, `${NNBSP}$1`)
    .replace(UNIT, `${NBSP}$1`);
}

/**
 * Sets a French (Canadian) text as a copywriter would, by the OQLF's spacing table: curly
 * apostrophes; a no-break space before ":" and inside « », and between a number and % or $
 * ("15 %", "25 $"); a narrow no-break space before ; ! ? ("Prêt ?"); "…" for "...". Addresses,
 * e-mail addresses, entities, ICU syntax and times (10:30) stay as they are, and a text already
 * set comes back unchanged, so it can run on any text any number of times.
 */
export function typesetFrench(text: string): string {
  let result = "";
  let from = 0;
  // Each plain stretch is set with its neighbours' characters as context, then trimmed back.
  const set = (end: number) => {
    const before = from > 0 ? text.charAt(from - 1) : "";
    const after = text.charAt(end);
    const span = setSpan(before + text.slice(from, end) + after);
    result += span.slice(before.length, span.length - after.length);
  };
  for (const match of text.matchAll(PROTECTED)) {
    set(match.index);
    result += match[0];
    from = match.index + match[0].length;
  }
  set(text.length);
  return result;
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
