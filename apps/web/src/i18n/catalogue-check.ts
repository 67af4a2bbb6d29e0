import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";

export type Catalogue = Record<string, string>;

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "argument",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

// Walks the parsed ICU tree, nested plural/select branches and rich-text tags included.
function collect(elements: MessageFormatElement[], found: Set<string>): void {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && "value" in element && typeof element.value === "string") {
      found.add(`${element.value}:${kind}`);
    }
    if (element.type === TYPE.select) {
      // Select keys are values the code passes in, so both languages must know the same ones.
      for (const key of Object.keys(element.options)) found.add(`${element.value}=${key}`);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) collect(option.value, found);
    }
    if (element.type === TYPE.tag) collect(element.children, found);
  }
}

/** The placeholders of one ICU message, as sorted "name:kind" strings. */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  collect(parse(message), found);
  return [...found].sort();
}

/** Every difference in keys or placeholders between two catalogues; empty when they agree. */
export function compareCatalogues(reference: Catalogue, other: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) {
    if (!(key in other)) problems.push(`missing key "${key}"`);
  }
  for (const key of Object.keys(other)) {
    if (!(key in reference)) problems.push(`extra key "${key}"`);
  }
  for (const [key, message] of Object.entries(reference)) {
    const translated = other[key];
    if (translated === undefined) continue;
    const expected = messageArguments(message).join(", ");
    const actual = messageArguments(translated).join(", ");
    if (expected !== actual) problems.push(`"${key}" has {${actual}} instead of {${expected}}`);
  }
  return problems;
}
