import {
  ERROR_CODES,
  errorEnvelopeSchema,
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_MINUTES,
  loginEmailRequestSchema,
  loginStateResponseSchema,
  passwordIsValidRequestSchema,
  passwordIsValidResponseSchema,
  sameEmail,
  unlockAccountRequestSchema,
  unlockAccountResponseSchema,
} from "@spc/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, rateLimitedError } from "../../../lib/app-error";
import { createBudget } from "../../../lib/budget";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { sensitiveRateLimit } from "../../../plugins/auth";
import { checkCredentials, checkPasswordOnly, normalizeEmail } from "../../auth";

const limited = sensitiveRateLimit("lockout");

/**
 * Lockout calls of spec §7 (policy: docs/decisions/0019). The lock itself is enforced inside
 * POST /api/auth/sign-in/email; these answer the same for registered and unknown addresses (the
 * lock is per address). None of them lets a caller spend or trip another member's lock.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { lockout, mails, devices } = fastify.auth.spc;
  const db = fastify.database.db;
  // Wrong passwords given to passwordIsValid without the account's session: slowed per account
  // (as many as the lock allows in as long), never counted toward the lock itself.
  const anonymousFailures = createBudget(fastify, "password-check", {
    max: LOCKOUT_MAX_FAILURES,
    windowMs: LOCKOUT_MINUTES * 60_000,
  });

  const isOwnAccount = (request: FastifyRequest, email: string) =>
    request.user !== null && sameEmail(request.user.email, email);

  /**
   * The lock state is read-only: the signed-in member asking about their own account spends no
   * sensitive budget (only the global one: the web asks once per session and tab); anyone else
   * spends their own address's budget, never the e-mail's, so a stranger cannot make a member's
   * pages answer 429.
   */
  async function stateBudget(
    request: FastifyRequest<{ Body: { email: string } }>,
    reply: FastifyReply,
  ) {
    if (isOwnAccount(request, request.body.email)) return;
    await fastify.authLimiter.check(request, reply, "lock-state", { perEmail: false });
  }

  /** The lock that applies to this browser: its device cookie's, else the address's. */
  async function stateFor(request: FastifyRequest, email: string) {
    const device = devices.read(request.headers.cookie, email);
    return device ? devices.state(device) : lockout.state(email);
  }

  fastify.post(
    "/passwordIsValid",
    {
      // Per address only: the per-account slowing is anonymousFailures, which a correct
      // password never spends.
      preHandler: sensitiveRateLimit("lockout", { perEmail: false }),
      schema: {
        tags: ["users"],
        summary: "Check an e-mail + password without signing in",
        description:
          "False while the address is locked. Asked by the signed-in owner, a wrong password counts toward the lockout like a sign-in; asked by anyone else it never does (nobody can lock an account through this call) and wrong passwords are slowed per account: 429 rate_limited after 5 in 15 minutes.",
        body: passwordIsValidRequestSchema,
        response: {
          200: passwordIsValidResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const context = await fastify.auth.$context;
      if (isOwnAccount(request, email)) {
        const check = await checkCredentials(
          { db, lockout, mails, password: context.password },
          email,
          password,
        );
        return { data: { is_valid: check.ok } };
      }
      const account = normalizeEmail(email);
      const spent = await anonymousFailures.peek(account);
      if (spent.count >= LOCKOUT_MAX_FAILURES) {
        reply.header("retry-after", String(spent.waitSeconds));
        throw rateLimitedError();
      }
      const check = await checkPasswordOnly(
        { db, lockout, password: context.password },
        email,
        password,
      );
      if (!check.ok && check.reason === "invalid") await anonymousFailures.hit(account);
      return { data: { is_valid: check.ok } };
    },
  );

  fastify.post(
    "/isAllowedLogin",
    {
      preHandler: stateBudget,
      schema: {
        tags: ["users"],
        summary: "Whether e-mail sign-in is allowed for an address (not locked)",
        description:
          "The web signs an e-mail/password user out when is_allowed is false (spec §4). The lock that applies to this browser: a browser the account signed in on before has its own (docs/decisions/0019). Free for the signed-in member asking about their own address; anyone else spends their own address's budget.",
        body: loginEmailRequestSchema,
        response: {
          200: loginStateResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await stateFor(request, request.body.email) }),
  );

  fastify.post(
    "/updateLoginFailAttempt",
    {
      preHandler: stateBudget,
      schema: {
        tags: ["users"],
        summary: "Lock state after a failed sign-in",
        description:
          "Failed sign-ins are counted by POST /api/auth/sign-in/email itself; this call reports the resulting state for this browser (remaining_attempts 1: the next failure locks) and never counts again (a client cannot lock someone out faster, nor reset a count).",
        body: loginEmailRequestSchema,
        response: {
          200: loginStateResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await stateFor(request, request.body.email) }),
  );

  fastify.post(
    "/unlock-account",
    {
      preHandler: limited,
      schema: {
        tags: ["users"],
        summary: "Unlock an account with the token of the e-mailed unlock link",
        body: unlockAccountRequestSchema,
        response: {
          200: unlockAccountResponseSchema,
          400: errorEnvelopeSchema.describe("Unknown, used or expired token (invalid_token)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      if (!(await lockout.unlock(request.body.token))) {
        throw new AppError(ERROR_CODES.invalidToken, "This unlock link is invalid or has expired");
      }
      return { data: { unlocked: true as const } };
    },
  );
};
