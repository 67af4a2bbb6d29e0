import fc from "fast-check";
import type { JsonSchema } from "./operations";

/**
 * fast-check arbitraries for what an attacker or a broken client sends: values PostgreSQL cannot
 * store (NUL, lone surrogates), numbers outside the columns' range, wrong types, very long and
 * very deep values, and URL text that does not decode. Each comes with its plausible counterpart
 * (a value the schema accepts) so that one bad field can travel past the others to the database.
 */

/** Malformed or hostile percent-escapes, sent raw in a path segment or a query value. */
export const MALFORMED_ESCAPES = [
  "%ZZ",
  "%C0%AF",
  "%2500%25ff",
  "%",
  "%E0%A4%A",
  "%FF",
  "%00",
  "%ED%A0%80",
  "%F4%90%80%80",
] as const;

/**
 * Text that does not compress (PostgreSQL compresses long values, so "xxxx…" would slip under an
 * index's 8 KB row limit where real text would not): letters from a small seeded generator.
 */
function incompressible(seed: number, length: number): string {
  let state = seed;
  let text = "";
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom("\uD800", "a\uDFFFb", "x\uDBFF", "\uDC00\uD800"),
  fc.integer({ min: 300, max: 20_000 }).map((length) => "x".repeat(length)),
  fc.integer({ min: 1, max: 2 ** 30 }).map((seed) => incompressible(seed, 12_000)),
  fc.constantFrom("", " ", "' OR 1=1 --", "%ZZ", "%00", "../../etc/passwd", "\u202e", "😀", "NaN"),
  fc.string({ unit: "binary", maxLength: 12 }),
);

/** Numbers a 32-bit integer column or a JavaScript integer does not hold, and non-integers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    1.5,
    -0.5,
    1e308,
    -1e308,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Number-looking text for query and path values. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom("1e400", "0x10", "Infinity", "-0", " 1", "1_000", "99999999999999999999", "1.0"),
);

export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(
  true,
  null,
  [],
  {},
  "text",
  0,
  [1, "2", null],
  { a: { b: {} } },
);

/** JSON text nested `depth` levels deep (arrays or objects). */
export function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** A value nested a little deeper than any schema expects (fits in a JSON body). */
const nestedValue: fc.Arbitrary<unknown> = fc
  .integer({ min: 20, max: 200 })
  .map((depth) => JSON.parse(deepJson(depth, "array")));

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema accepts (roughly: bounds and enums, not regex patterns). */
export function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => plausible(v, depth)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], depth);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = typesOf(schema).find((t) => t !== "null") ?? "string";
  switch (type) {
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -10, -10),
        max: Math.max(Math.min(schema.maximum ?? 1000, 1000), Math.max(schema.minimum ?? -10, -10)),
      });
    case "number":
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1000),
        max: Math.min(schema.maximum ?? 1000, 1000),
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(plausible(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case "object":
      return depth > 3 ? fc.constant({}) : plausibleObject(schema, depth + 1);
    default:
      return plausibleString(schema);
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "date") return fc.constantFrom("2000-01-31", "2007-02-28");
  if (schema.format === "email") return fc.constantFrom("member@example.com", "a@b.ca");
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    fc.constantFrom("SPC10", "A1A 1A1", "member@example.com", "1", "fr", "coffee", "ON"),
    fc.string({ minLength, maxLength }),
  );
}

function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    shape[name] = plausible(property, depth);
  }
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}

/** Something wrong for this schema: its own kind of wrong first, then anything. */
export function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const own =
    types.includes("integer") || types.includes("number")
      ? [hostileNumber, hostileNumberText]
      : types.includes("array") || types.includes("object")
        ? [nestedValue, fc.array(hostileString, { maxLength: 3 })]
        : [hostileString];
  return fc.oneof(
    { weight: 4, arbitrary: fc.oneof(...own) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumber },
  );
}

/** Mostly plausible, often hostile: the field that travels to the database with a bad value. */
export function fieldValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema) },
    { weight: 3, arbitrary: hostileFor(schema) },
  );
}

/**
 * A JSON object for a body schema: each property left out, plausible or hostile, plus at times
 * fields nobody declared (their names hostile too).
 */
export function hostileObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    shape[name] = fieldValue(property);
  }
  const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), hostileString), wrongType, {
    maxKeys: 2,
  });
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), fc.oneof(fc.constant({}), extra))
    .map(([declared, more]) => ({ ...more, ...declared }));
}
