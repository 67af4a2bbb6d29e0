import { z } from "zod";

/**
 * What the database can hold. PostgreSQL text cannot contain U+0000, and a UTF-16 surrogate
 * that is not half of a pair has no UTF-8 form; an `integer` column stops at 2^31 − 1. Input
 * outside these is refused at validation (400) instead of failing in a query (500).
 */

/** The range of a PostgreSQL `integer` column (ids, counts, pages). */
export const DB_INTEGER_MIN = -2_147_483_648;
export const DB_INTEGER_MAX = 2_147_483_647;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  "Contains a character that cannot be stored (a NUL byte or an unpaired surrogate)";

/** True when the text holds no NUL byte and no unpaired UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

type Path = (string | number)[];

// A path as a chain back to the root, so that walking a deep value costs no copying.
interface Step {
  key: string | number;
  parent: Step | null;
}

function pathOf(step: Step | null): Path {
  const path: Path = [];
  for (let current = step; current; current = current.parent) path.unshift(current.key);
  return path;
}

/**
 * Paths of the strings (values and object keys) that the database cannot store, in a JSON-like
 * value; at most `limit` of them. Walks with an explicit stack, so a deep value cannot overflow.
 */
export function unstorableTextPaths(value: unknown, limit = 5): Path[] {
  const found: Path[] = [];
  const stack: { value: unknown; at: Step | null }[] = [{ value, at: null }];
  while (stack.length > 0 && found.length < limit) {
    const { value: current, at } = stack.pop()!;
    if (typeof current === "string") {
      if (!isStorableText(current)) found.push(pathOf(at));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, at: { key: index, parent: at } });
      });
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) found.push(pathOf({ key, parent: at }));
        stack.push({ value: item, at: { key, parent: at } });
      }
    }
  }
  return found.slice(0, limit);
}

/**
 * The rule every request part (body, query, path parameters, headers) passes before its own
 * schema: the API's validator pipes each route schema behind this one, so no string in any
 * request reaches the database with a NUL byte or an unpaired surrogate.
 */
export const storableInputSchema = z.unknown().superRefine((value, context) => {
  for (const path of unstorableTextPaths(value)) {
    context.addIssue({ code: "custom", path, message: UNSTORABLE_TEXT_MESSAGE });
  }
});

/** The id of a database row in a JSON body: a positive integer within `integer`'s range. */
export const dbIdSchema = z.number().int().positive().max(DB_INTEGER_MAX);

/** The id of a database row in a path or query string (text turned into a number). */
export const dbIdParamSchema = z.coerce.number().int().positive().max(DB_INTEGER_MAX);

/** Any integer an `integer` column can hold; chain `.nonnegative()` etc. for narrower ranges. */
export const dbIntegerSchema = z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX);

/** A page number in a query string: from 1 up to what an `integer` holds. */
export const pageParamSchema = z.coerce.number().int().min(1).max(DB_INTEGER_MAX);

/** The row id a path segment names (`"42"` → 42), or null when it is not one an `integer` holds. */
export function parseDbId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= DB_INTEGER_MAX ? id : null;
}
