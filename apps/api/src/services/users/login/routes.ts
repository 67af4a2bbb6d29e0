import {
  ACCOUNT_ERROR_CODES,
  errorEnvelopeSchema,
  loginEmailRequestSchema,
  loginStateResponseSchema,
  passwordIsValidRequestSchema,
  passwordIsValidResponseSchema,
  unlockAccountRequestSchema,
  unlockAccountResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { AppError } from "../../../plugins/app-error";
import { sensitiveRateLimit } from "../../../plugins/auth";
import { checkCredentials } from "../../auth/credentials";

const limited = sensitiveRateLimit("lockout");

/**
 * Lockout calls of spec §7. The lock itself is enforced inside POST /api/auth/sign-in/email;
 * these answer the same for registered and unknown addresses (the lock is per address).
 */
export const loginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { lockout, mails } = fastify.auth.spc;
  const db = fastify.database.db;

  fastify.post(
    "/passwordIsValid",
    {
      preHandler: limited,
      schema: {
        tags: ["users"],
        summary: "Check an e-mail + password without signing in",
        description:
          "Same rules as a sign-in: false while the address is locked, and a wrong password counts toward the lockout.",
        body: passwordIsValidRequestSchema,
        response: {
          200: passwordIsValidResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const context = await fastify.auth.$context;
      const check = await checkCredentials(
        { db, lockout, mails, password: context.password },
        request.body.email,
        request.body.password,
      );
      return { data: { is_valid: check.ok } };
    },
  );

  fastify.post(
    "/isAllowedLogin",
    {
      preHandler: limited,
      schema: {
        tags: ["users"],
        summary: "Whether e-mail sign-in is allowed for an address (not locked)",
        description:
          "The web signs an e-mail/password user out when is_allowed is false (spec §4).",
        body: loginEmailRequestSchema,
        response: {
          200: loginStateResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await lockout.state(request.body.email) }),
  );

  fastify.post(
    "/updateLoginFailAttempt",
    {
      preHandler: limited,
      schema: {
        tags: ["users"],
        summary: "Lock state after a failed sign-in",
        description:
          "Failed sign-ins are counted by POST /api/auth/sign-in/email itself; this call reports the resulting state and never counts again (a client cannot lock someone out faster, nor reset a count).",
        body: loginEmailRequestSchema,
        response: {
          200: loginStateResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await lockout.state(request.body.email) }),
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
        throw new AppError(
          400,
          ACCOUNT_ERROR_CODES.invalidToken,
          "This unlock link is invalid or has expired",
        );
      }
      return { data: { unlocked: true as const } };
    },
  );
};
