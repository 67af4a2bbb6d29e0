import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from "@spc/shared";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError, UNAVAILABLE_MESSAGE } from "../lib/app-error";
import { REQUEST_ID_HEADER } from "../lib/request-id";
import { httpStatusOf } from "./error-status";
import { globalPlugin } from "./global-plugin";
import { isOutage } from "./outage";

export interface Problem {
  status: number;
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again later.";

/** Seconds a client should wait before retrying a 503 (a dropped connection is back in ~1 s). */
export const RETRY_AFTER_SECONDS = 5;

// Codes and safe messages for 4xx errors raised by Fastify or its plugins (not by our services).
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: ERROR_CODES.validation, message: "The request is malformed" },
  401: { code: ERROR_CODES.unauthorized, message: "Authentication required" },
  403: { code: ERROR_CODES.forbidden, message: "You are not allowed to do this" },
  404: { code: ERROR_CODES.notFound, message: "Not found" },
  405: { code: ERROR_CODES.methodNotAllowed, message: "Method not allowed" },
  406: { code: ERROR_CODES.notAcceptable, message: "Not acceptable" },
  408: { code: ERROR_CODES.requestTimeout, message: "The request took too long to arrive" },
  409: { code: ERROR_CODES.conflict, message: "Conflict" },
  413: { code: ERROR_CODES.payloadTooLarge, message: "The request body is too large" },
  414: { code: ERROR_CODES.uriTooLong, message: "The address is too long" },
  415: { code: ERROR_CODES.unsupportedMediaType, message: "Unsupported content type" },
  429: { code: ERROR_CODES.rateLimited, message: "Too many requests" },
  431: { code: ERROR_CODES.headersTooLarge, message: "The request headers are too large" },
};

/** The envelope's code and safe message for a client error status Fastify or Node raised. */
export function clientProblem(status: number): Problem {
  const known = CLIENT_ERRORS[status] ?? { code: ERROR_CODES.badRequest, message: "Bad request" };
  return { status, ...known };
}

/** The answer to an error with this code: the status is the code's, from the one table. */
export function problemOf(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Problem {
  const status = httpStatusOf(code);
  return details ? { status, code, message, details } : { status, code, message };
}

/** Turns a Fastify schema-validation failure into one readable sentence naming each field. */
function validationMessage(error: FastifyError): string {
  const where = error.validationContext ?? "request";
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return field ? `${field}: ${issue.message}` : (issue.message ?? "is invalid");
  });
  return `Invalid ${where}: ${issues.join("; ")}`;
}

function toProblem(error: FastifyError | AppError): Problem {
  if (error instanceof AppError) {
    const { code, message, details } = error;
    return problemOf(code, message, details);
  }
  if (error.validation) return problemOf(ERROR_CODES.validation, validationMessage(error));
  // A lost database connection is an outage to retry, whichever route or hook met it.
  if (isOutage(error)) return problemOf(ERROR_CODES.unavailable, UNAVAILABLE_MESSAGE);
  // decodeURIComponent on text from the request: the client sent an escape that does not decode.
  if (error instanceof URIError) {
    return problemOf(ERROR_CODES.malformedUrl, "The address is malformed");
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = clientProblem(status);
    // Fastify's own client errors (FST_*) describe the request, never the server: safe to show.
    const message = error.code?.startsWith("FST_") ? error.message : known.message;
    return { ...known, message };
  }
  return problemOf(ERROR_CODES.internal, INTERNAL_MESSAGE);
}

/**
 * The body of every error answer, with the request's id when there is a request (what support
 * asks for: it finds the request's log lines).
 */
export function envelope(problem: Problem, requestId?: string): ErrorEnvelope {
  const { code, message, details } = problem;
  return {
    error: {
      code,
      message,
      ...(details ? { details } : {}),
      ...(requestId ? { request_id: requestId } : {}),
    },
  };
}

/** Sends the 404 envelope; used by the not-found handler for unknown API paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = `No route for ${request.method} ${request.url.split("?")[0]}`;
  return reply.code(404).send(envelope(problemOf(ERROR_CODES.notFound, message), request.id));
}

/**
 * One error envelope for every error. 5xx details (stack, SQL, driver messages) go to the log
 * only; the client gets a generic message it can map to translated text by `code`.
 */
export const errorsPlugin = globalPlugin("spc-errors", async (fastify) => {
  // Fastify's own "closing" 503 has a different body (buildApp turns it off with
  // return503OnClosing: false); requests that still arrive while draining get our envelope.
  let closing = false;
  // The request's id on every answer: a member quoting it to support finds the log lines.
  fastify.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  fastify.addHook("preClose", async () => {
    closing = true;
  });
  fastify.addHook("onRequest", async () => {
    if (closing) throw AppError.unavailable("The server is restarting. Please try again.");
  });

  fastify.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    const problem = toProblem(error);
    if (problem.status === 503) {
      request.log.warn({ err: error }, "service unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    } else if (problem.status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: problem.code, status: problem.status }, problem.message);
    }
    return reply.code(problem.status).send(envelope(problem, request.id));
  });
});
