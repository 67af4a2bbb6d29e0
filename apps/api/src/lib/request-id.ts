import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header a request id travels in, both ways (a load balancer may set it first). */
export const REQUEST_ID_HEADER = "x-request-id";

// A balancer's id is kept only when it is a plain token: it lands in every log line and in
// error bodies, so nothing a client could use to forge log lines or inject markup.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the id the balancer sent in X-Request-Id when it is a plain token (so one
 * request reads the same in the balancer's log and ours), a fresh UUID otherwise.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}
