import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorEnvelope,
  errorEnvelopeSchema,
  reauthenticateRequestSchema,
  reauthenticateResponseSchema,
  sameEmail,
  VALIDATION_MESSAGES,
  validateReauthentication,
} from "@spc/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts } from "../../db/schema";
import { AppError, RATE_LIMITED_MESSAGE } from "../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../lib/error-responses";
import { requireUser, sensitiveRateLimit, toWebHeaders } from "../../plugins/auth";
import { clientProblem } from "../../plugins/errors";
import { revealOutage } from "../../plugins/outage";
import type { SensitiveBucket } from "../../plugins/sensitive-limiter";
import { CLIENT_IP_HEADER } from "./auth";
import { checkCredentials } from "./credentials";

// better-auth paths (under /api/auth) with the stricter budget.
const SENSITIVE_PATHS: Record<string, SensitiveBucket> = {
  "/api/auth/sign-in/email": "sign-in",
  "/api/auth/sign-up/email": "sign-up",
  "/api/auth/request-password-reset": "reset",
  "/api/auth/reset-password": "reset",
  "/api/auth/send-verification-email": "verification",
  "/api/auth/verify-email": "verification",
  "/api/auth/custom-token": "custom-token",
  "/api/auth/change-password": "password",
  // Six-digit codes and backup codes: a guessing budget per address (the plugin also locks an
  // account's factor after repeated failures).
  "/api/auth/two-factor/verify-totp": "two-factor",
  "/api/auth/two-factor/verify-backup-code": "two-factor",
  "/api/auth/two-factor/verify-otp": "two-factor",
  "/api/auth/two-factor/send-otp": "two-factor",
  "/api/auth/two-factor/enable": "two-factor",
  "/api/auth/two-factor/disable": "two-factor",
  "/api/auth/two-factor/generate-backup-codes": "two-factor",
};

/**
 * better-auth's UPPER_CASE error codes become our snake_case ones. The bridge copies
 * better-auth's answer, status included: the codes the product words are in the catalogue
 * (ERROR_CODES, "Identity"); the rest of better-auth's own pass through as they are (0025).
 */
function envelopeCode(code: unknown, status: number): string {
  if (status === 429) return ERROR_CODES.rateLimited;
  if (typeof code === "string" && code.trim() !== "") {
    const snake = code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "");
    if (/^[a-z][a-z0-9_]*$/.test(snake)) return snake;
  }
  return clientProblem(status).code;
}

async function toEnvelope(response: Response): Promise<ErrorEnvelope> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON
  }
  const message =
    response.status === 429
      ? RATE_LIMITED_MESSAGE
      : typeof body.message === "string" && body.message
        ? body.message
        : clientProblem(response.status).message;
  return { error: { code: envelopeCode(body.code, response.status), message } };
}

function reauthError(code: ErrorCode, message: string) {
  return new AppError(code, message);
}

/**
 * /api/auth: better-auth through one catch-all route (a web Request in, its Response copied
 * back, every set-cookie kept), plus our reauthentication endpoint. better-auth's JSON errors
 * are turned into the API's error envelope.
 */
export const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config } = fastify;
  const auth = fastify.auth;
  const db = fastify.database.db;

  // OAuth form_post callbacks (Apple) arrive url-encoded: pass them through untouched.
  fastify.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );

  async function bridge(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "";
    const bucket = SENSITIVE_PATHS[path];
    if (bucket) {
      // A sign-in from a browser the account signed in on before does not spend the account's
      // budget, which a stranger may have used up (decision 0019); its address's budget holds.
      const email = (request.body as { email?: unknown } | undefined)?.email;
      const trusted = bucket === "sign-in" && auth.spc.devices.read(request.headers.cookie, email);
      await fastify.authLimiter.check(request, reply, bucket, { perEmail: !trusted });
    }

    const headers = toWebHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    let body: string | undefined;
    if (request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined) {
      body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
    }
    // better-auth answers its own failures with a bare 500 (the cause only in its log): ours
    // instead, in the envelope, and a 503 when the database is the cause.
    const webRequest = new Request(`${config.publicUrl}${request.url}`, {
      method: request.method,
      headers,
      body,
    });
    const response = await revealOutage(
      fastify.database,
      () => auth.handler(webRequest),
      (answer) => answer.status >= 500,
    );

    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    // Every error in the envelope, also better-auth's bodiless ones (404 for a path it lacks).
    if (response.status >= 400) {
      return reply.type("application/json").send(await toEnvelope(response));
    }
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  // No schema of ours for better-auth's input, but the shared storable-text rule still runs on
  // it (the validator puts it in front of every schema): no NUL reaches better-auth's queries.
  const anything = z.unknown();
  fastify.get("/*", { schema: { hide: true, querystring: anything } }, bridge);
  fastify.post("/*", { schema: { hide: true, querystring: anything, body: anything } }, bridge);

  fastify.post(
    "/reauthenticate",
    {
      preHandler: [requireUser, sensitiveRateLimit("reauthenticate")],
      schema: {
        tags: ["auth"],
        summary: "Reauthenticate before a sensitive change",
        description:
          "E-mail + password of the signed-in user. Errors: invalid_provider_id ('Invalid provider id'), invalid_email ('Invalid email'), invalid_password ('Invalid password'), account_locked; a Google/Facebook user gets reauthenticate_with_provider (sign in again with that provider: a new session is recent).",
        body: reauthenticateRequestSchema,
        response: {
          200: reauthenticateResponseSchema,
          ...validationErrorResponse,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { providerId, email, password } = request.body;
      const issue = validateReauthentication({ providerId, email, password });
      if (issue?.message === VALIDATION_MESSAGES.reauthProviderInvalid) {
        throw reauthError(ERROR_CODES.invalidProviderId, "Invalid provider id");
      }
      if (issue?.message === VALIDATION_MESSAGES.reauthEmailInvalid) {
        throw reauthError(ERROR_CODES.invalidEmail, "Invalid email");
      }
      if (issue) throw reauthError(ERROR_CODES.invalidPassword, "Invalid password");

      if (providerId !== "password") {
        const [linked] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, providerId)));
        if (!linked) throw reauthError(ERROR_CODES.invalidProviderId, "Invalid provider id");
        throw reauthError(
          ERROR_CODES.reauthenticateWithProvider,
          `Sign in again with ${providerId}`,
        );
      }
      if (!email || !sameEmail(email, user.email)) {
        throw reauthError(ERROR_CODES.invalidEmail, "Invalid email");
      }
      const context = await auth.$context;
      const check = await checkCredentials(
        { db, lockout: auth.spc.lockout, mails: auth.spc.mails, password: context.password },
        user.email,
        password ?? "",
      );
      if (!check.ok && check.reason === "locked") {
        throw new AppError(ERROR_CODES.accountLocked, "This account is locked for a while");
      }
      if (!check.ok || check.userId !== user.id) {
        throw reauthError(ERROR_CODES.invalidPassword, "Invalid password");
      }
      const at = new Date();
      // Through better-auth, so a session cached in Redis (REDIS_URL) gets the new time too.
      await context.internalAdapter.updateSession(request.authSession!.token, {
        reauthenticatedAt: at,
      });
      return { data: { reauthenticated: true as const, reauthenticated_at: at.toISOString() } };
    },
  );
};
