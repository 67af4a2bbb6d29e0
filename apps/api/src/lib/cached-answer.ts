import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type ErrorCode, typesetFrench } from "@spc/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error";

interface Encoded {
  bytes: Buffer;
  etag: string;
}

/**
 * A finished answer kept by a versioned cache (catalogue, content): serialized and compressed once, sent many
 * times. Pages of offer cards are ≈ 15 KB of JSON; brotli brings them to ≈ 2 KB, which is what
 * browsers (always `accept-encoding: gzip, br`) receive, at no per-request CPU cost.
 */
export type CachedAnswer =
  | { ok: true; identity: Encoded; gzip?: Encoded; br?: Encoded }
  | { ok: false; code: ErrorCode; message: string; details?: Record<string, unknown> };

/** Below this, compression saves less than the headers it costs. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Compression effort: "max" (gzip 9, brotli 9: ≈ 4 ms for a page of cards) for answers read
 * many times; "fast" (gzip 6, brotli 5: ≈ 0.1 ms, within a few percent of the size) for answers
 * mostly built for one request, like searches, where the build is on the request's path.
 */
export type CompressionEffort = "max" | "fast";

/** `*_fr` fields that hold an address, not text (the ads' url_fr, image_fr, image_mobile_fr…). */
const FRENCH_ADDRESS = /(?:url|image|link|href)/;

/**
 * Every French text of a catalogue answer — offer, partner, category and collection names and
 * titles, descriptions, legal text, discount labels, ad text: the `*_fr` strings — is set by the
 * shared typography rule as the answer is encoded, once per cached answer, whatever wrote the
 * row (seed, back office, import). Decision 0031. Content answers (decision 0034) are set the same way.
 */
function frenchTypography(key: string, value: unknown): unknown {
  return typeof value === "string" && key.endsWith("_fr") && !FRENCH_ADDRESS.test(key)
    ? typesetFrench(value)
    : value;
}

export function okAnswer(value: unknown, effort: CompressionEffort = "max"): CachedAnswer {
  const bytes = Buffer.from(JSON.stringify(value, frenchTypography));
  const hash = createHash("sha1").update(bytes).digest("base64url");
  const identity = { bytes, etag: `"${hash}"` };
  if (bytes.length < COMPRESS_MIN_BYTES) return { ok: true, identity };
  return {
    ok: true,
    identity,
    // Each encoding is a different representation, so each has its own strong ETag.
    gzip: { bytes: gzipSync(bytes, { level: effort === "max" ? 9 : 6 }), etag: `"${hash}-gz"` },
    br: {
      bytes: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort === "max" ? 9 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      etag: `"${hash}-br"`,
    },
  };
}

/** A refusal kept like an answer (an unknown category is asked for as often as a known one). */
export function errorAnswer(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): CachedAnswer {
  return details ? { ok: false, code, message, details } : { ok: false, code, message };
}

/** The best representation the client accepts (brotli, then gzip, then plain JSON). */
function pick(
  request: FastifyRequest,
  answer: Extract<CachedAnswer, { ok: true }>,
): [Encoded, string | null] {
  const accepted = request.headers["accept-encoding"];
  if (typeof accepted === "string" && answer.gzip && answer.br) {
    if (/\bbr\b/.test(accepted)) return [answer.br, "br"];
    if (/\bgzip\b/.test(accepted)) return [answer.gzip, "gzip"];
  }
  return [answer.identity, null];
}

/**
 * Sends a cached answer. The body is already JSON bytes, so Fastify skips serialization (a Buffer
 * is sent as is); the shape was built from the route's shared schema types.
 * Errors are rethrown as AppError so the errors plugin writes (and logs) the envelope.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (!answer.ok) {
    throw new AppError(answer.code, answer.message, { details: answer.details });
  }
  const [encoded, encoding] = pick(request, answer);
  reply.header("etag", encoded.etag);
  // Browsers may keep it but must ask again (a 304 when unchanged): the catalogue can change.
  reply.header("cache-control", "no-cache");
  if (answer.br) reply.header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === encoded.etag) return reply.code(304).send();
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(encoded.bytes as never);
}
