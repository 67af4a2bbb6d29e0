import fc from "fast-check";
import {
  deepJson,
  fieldValue,
  hostileFor,
  hostileNumberText,
  hostileObject,
  hostileString,
  MALFORMED_ESCAPES,
  plausible,
  wrongType,
} from "./hostile";
import type { Operation, Parameter } from "./operations";

/** One generated request, ready for `app.inject` (plus who sends it). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  signedIn: boolean;
}

// Fastify's default maxParamLength is 100: a longer parameter is a framework error to check.
const OVERLONG_PARAMETER = fc.integer({ min: 101, max: 3000 }).map((n) => "7".repeat(n));

/**
 * Percent-encodes text as a browser would, except that a lone surrogate is written as the three
 * bytes it would take if it were a code point (WTF-8), which no UTF-8 decoder accepts.
 */
export function encodeHostile(text: string): string {
  let out = "";
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(asText).join(",");
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** A path or query value, already encoded for the URL. */
function urlValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible(parameter.schema).map((v) => encodeHostile(asText(v))) },
    { weight: 3, arbitrary: hostileFor(parameter.schema).map((v) => encodeHostile(asText(v))) },
    { weight: 1, arbitrary: hostileNumberText.map(encodeHostile) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
  );
}

function pathFor(operation: Operation): fc.Arbitrary<string> {
  const names = operation.parameters.filter((p) => p.in === "path");
  const segments = names.map((parameter) =>
    fc.oneof(
      { weight: 6, arbitrary: urlValue(parameter) },
      { weight: 1, arbitrary: OVERLONG_PARAMETER },
    ),
  );
  return fc.tuple(...segments).map((values) =>
    names.reduce((path, parameter, index) => {
      return path.replace(`{${parameter.name}}`, values[index] ?? "");
    }, operation.path),
  );
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((p) => p.in === "query");
  const pairs = declared.map((parameter) =>
    fc.option(
      urlValue(parameter).map((value) => `${parameter.name}=${value}`),
      { nil: undefined, freq: 2 },
    ),
  );
  const extra = fc.option(
    fc.oneof(
      hostileString.map((v) => `${encodeHostile(v)}=${encodeHostile(v)}`),
      fc.constantFrom(...MALFORMED_ESCAPES).map((raw) => `${raw}=${raw}`),
    ),
    { nil: undefined, freq: 3 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const parts = [...chosen, more].filter((part): part is string => part !== undefined);
    return parts.length > 0 ? `?${parts.join("&")}` : "";
  });
}

// Header values travel through Node's parser, which refuses control characters and anything
// outside Latin-1; what is left of a hostile value is still worth sending.
function headerSafe(text: string): string {
  return [...text]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code <= 0xff && code !== 0x7f;
    })
    .join("");
}

function headersFor(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const declared = operation.parameters.filter((p) => p.in === "header");
  const shape: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of declared) {
    shape[parameter.name] = fieldValue(parameter.schema).map((v) => headerSafe(asText(v)));
  }
  return fc.record(shape, { requiredKeys: [] }).map((headers) => {
    const present = Object.entries(headers).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    return Object.fromEntries(present);
  });
}

/** The raw JSON body text: a hostile object mostly, sometimes not an object or not JSON. */
function payloadFor(operation: Operation): fc.Arbitrary<string | undefined> {
  const body = operation.body;
  if (!body && operation.method === "GET") return fc.constant(undefined);
  const object = body ? hostileObject(body) : fc.constant({});
  return fc.oneof(
    { weight: 12, arbitrary: object.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: wrongType.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(1_000, 100_000),
          fc.constantFrom("array" as const, "object" as const),
        )
        .map(([depth, kind]) => deepJson(depth, kind)),
    },
    { weight: 1, arbitrary: fc.constantFrom("{not json", '{"a":', "\u0000", '"\\ud800"', "") },
    // Just over the 1 MiB default body limit.
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ q: "x".repeat(1_100_000) })) },
  );
}

/** Arbitrary hostile requests for one operation, anonymous or signed in. */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathFor(operation),
      query: queryFor(operation),
      headers: headersFor(operation),
      payload: payloadFor(operation),
      signedIn: fc.boolean(),
    })
    .map(({ path, query, headers, payload, signedIn }) => ({
      method: operation.method,
      url: `${path}${query}`,
      headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      payload,
      signedIn,
    }));
}
