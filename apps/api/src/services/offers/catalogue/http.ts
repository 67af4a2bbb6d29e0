import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../plugins/app-error";

/** A finished answer kept by the catalogue cache: serialized once, sent many times. */
export type CachedAnswer =
  | { ok: true; body: Buffer; etag: string }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      details?: Record<string, unknown>;
    };

export function okAnswer(value: unknown): CachedAnswer {
  // Encoded once: each send then writes the bytes as they are (no per-request UTF-8 pass).
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { ok: true, body, etag };
}

export function errorAnswer(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): CachedAnswer {
  return details
    ? { ok: false, status, code, message, details }
    : { ok: false, status, code, message };
}

/**
 * Sends a cached answer. The body is already JSON bytes, so Fastify skips serialization (a Buffer
 * is sent as is); the shape was built from the route's shared schema types.
 * Errors are rethrown as AppError so the errors plugin writes (and logs) the envelope.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (!answer.ok) {
    throw new AppError(answer.status, answer.code, answer.message, { details: answer.details });
  }
  reply.header("etag", answer.etag);
  // Browsers may keep it but must ask again (a 304 when unchanged): the catalogue can change.
  reply.header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === answer.etag) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body as never);
}
