import { ERROR_CODES } from "@spc/shared";
import { AppError } from "../lib/app-error";
import { globalPlugin } from "./global-plugin";

/**
 * Deepest nesting of objects and arrays a JSON body may have. Our request schemas nest four
 * levels at most and better-auth's fewer; recursive code downstream (JSON.stringify in the
 * better-auth bridge, validation, logging) overflows the stack somewhere past a few thousand.
 */
export const JSON_MAX_DEPTH = 32;

/**
 * True when the JSON text nests objects/arrays deeper than `max`. One pass over the text, no
 * recursion, strings skipped; run before JSON.parse so a deep body costs nothing further.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** Replaces Fastify's application/json parser with the same parser behind a depth check. */
export const jsonBodyPlugin = globalPlugin("spc-json-body", async (fastify) => {
  // Fastify's own parser (secure-json-parse: refuses __proto__ and constructor.prototype keys).
  const parse = fastify.getDefaultJsonParser("error", "error");
  fastify.removeContentTypeParser("application/json");
  fastify.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) {
      const message = `The JSON body nests deeper than ${JSON_MAX_DEPTH} levels`;
      done(new AppError(ERROR_CODES.bodyTooDeep, message), undefined);
      return;
    }
    parse(request, text, done);
  });
});
