import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES } from "@spc/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REQUEST_ID_HEADER } from "../lib/request-id";
import { clientProblem, envelope, type Problem, problemOf } from "./errors";

/**
 * Errors raised before any route or hook runs, which Fastify and Node would otherwise answer in
 * their own formats: the router's (a path that does not decode, an over-long parameter) and the
 * HTTP parser's (headers or address over the size limit, a request that is not HTTP). Both are
 * Fastify server options, passed in buildApp.
 */

const ROUTER_ERRORS: Record<string, Problem> = {
  FST_ERR_BAD_URL: problemOf(
    ERROR_CODES.malformedUrl,
    "The address is malformed (an escape sequence does not decode)",
  ),
  FST_ERR_MAX_PARAM_LENGTH: problemOf(ERROR_CODES.uriTooLong, "A path parameter is too long"),
};

/** Fastify's `frameworkErrors` option: the router's refusals, in the envelope. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const problem =
    ROUTER_ERRORS[error.code] ??
    problemOf(ERROR_CODES.internal, "Something went wrong on our side. Please try again later.");
  if (problem.status >= 500) request.log.error({ err: error }, "router failed");
  else request.log.info({ code: problem.code, status: problem.status }, problem.message);
  reply.header(REQUEST_ID_HEADER, request.id);
  return reply.code(problem.status).type("application/json").send(envelope(problem, request.id));
}

function parserStatus(error: NodeJS.ErrnoException): number {
  if (error.code === "HPE_HEADER_OVERFLOW") return 431; // headers + request line > maxHeaderSize
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused the request before Fastify
 * saw it, so the answer is written on the socket by hand (as Fastify's default does), as an
 * envelope, and the connection closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = parserStatus(error);
  const problem =
    status === 400
      ? problemOf(ERROR_CODES.badRequest, "The request is not valid HTTP")
      : clientProblem(status);
  const body = JSON.stringify(envelope(problem));
  this.log.debug({ err: error, status }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Connection: close\r\n" +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
