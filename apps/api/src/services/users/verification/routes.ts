import {
  accessTokenBodySchema,
  accessTokenResponseSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  resendRateLimitResponseSchema,
  verificationStatusResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from "@spc/shared";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "../../../db/schema";
import { AppError, RATE_LIMITED_MESSAGE } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { requireUser, sensitiveRateLimit } from "../../../plugins/auth";
import { resendWaitSeconds } from "../../auth";

// Server messages of spec §8.
const VERIFIED = "account active and token verified";
const CREATED = "token created and sent by mail";
const REFRESHED = "token refreshed and sent";
const EXPIRED = "token expired, create new";
const VERIFY_TOKEN_TTL_SECONDS = 24 * 3600;

const authErrors = { 401: errorEnvelopeSchema.describe("Not signed in (unauthorized)") };

/** E-mail verification calls of spec §7 (the link itself is GET /api/auth/verify-email). */
export const verificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const { mails } = fastify.auth.spc;

  async function identity(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw AppError.unauthorized();
    return row;
  }

  fastify.post(
    "/user/verifyemail",
    {
      preHandler: sensitiveRateLimit("verification"),
      schema: {
        tags: ["users"],
        summary: "Verify an e-mail with the verifyToken of the verification link",
        description: `No session needed (the link may be opened on another device). 400 invalid_token: '${EXPIRED}'.`,
        body: verifyEmailRequestSchema,
        response: {
          200: verifyEmailResponseSchema,
          400: errorEnvelopeSchema.describe("Invalid or expired token (invalid_token)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      try {
        await fastify.auth.api.verifyEmail({ query: { token: request.body.verifyToken } });
      } catch {
        throw new AppError(ERROR_CODES.invalidToken, EXPIRED);
      }
      return { data: { email_verified: true as const, message: VERIFIED } };
    },
  );

  fastify.post(
    "/user/accesstoken",
    {
      preHandler: [requireUser, sensitiveRateLimit("verification")],
      schema: {
        tags: ["users"],
        summary: "Send (or resend) the verification e-mail of the signed-in user",
        description:
          "`redirect` becomes the link's redirectUrl (same-site paths only). A resend within the cooldown sends nothing and answers rate_limited with retry_after_seconds. `card_number` and `utm_data` are accepted and not used yet (membership issue).",
        body: accessTokenBodySchema,
        response: {
          200: accessTokenResponseSchema,
          ...validationErrorResponse,
          ...authErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const user = await identity(request.user!.id);
      const base = {
        sent: false,
        email_verified: user.emailVerified,
        rate_limited: false,
        retry_after_seconds: 0,
      };
      if (user.emailVerified) return { data: { ...base, message: VERIFIED } };
      const wait = resendWaitSeconds(user.verificationSentAt);
      if (wait > 0) {
        return {
          data: {
            ...base,
            message: RATE_LIMITED_MESSAGE,
            rate_limited: true,
            retry_after_seconds: wait,
          },
        };
      }
      const context = await fastify.auth.$context;
      const token = await createEmailVerificationToken(
        context.secret,
        user.email,
        undefined,
        VERIFY_TOKEN_TTL_SECONDS,
      );
      await db.update(users).set({ verificationSentAt: new Date() }).where(eq(users.id, user.id));
      await mails.verification(user, token, request.body.redirect ?? "/");
      return {
        data: { ...base, sent: true, message: user.verificationSentAt ? REFRESHED : CREATED },
      };
    },
  );

  fastify.get(
    "/update/resendratelimit",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "Whether the verification e-mail may be resent now",
        response: { 200: resendRateLimitResponseSchema, ...authErrors, ...commonErrorResponses },
      },
    },
    async (request) => {
      const wait = resendWaitSeconds((await identity(request.user!.id)).verificationSentAt);
      return { data: { rate_limited: wait > 0, retry_after_seconds: wait } };
    },
  );

  fastify.get(
    "/verification-status",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "E-mail verification state of the signed-in user",
        response: { 200: verificationStatusResponseSchema, ...authErrors, ...commonErrorResponses },
      },
    },
    async (request) => {
      const user = await identity(request.user!.id);
      return {
        data: {
          email_verified: user.emailVerified,
          verification_sent: user.verificationSentAt !== null,
          verification_sent_at: user.verificationSentAt?.toISOString() ?? null,
        },
      };
    },
  );
};
