import {
  ERROR_CODES,
  errorEnvelopeSchema,
  storeSuccessResponseSchema,
  vipCodeRequestSchema,
  vipVerifyRequestSchema,
  vipVerifyResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCaptchaGuard, guardVerifier } from "../../../adapters/captcha/require-captcha";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { requireRegistered } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { checkCode, isKnownCheckoutKey, priceCheckout } from "../../membership";
import { vipInvitationMail } from "./invitation-mail";

function accessCodeNotValid(code: string, reason: string) {
  // Spec §8 server message.
  return new AppError(ERROR_CODES.promoCodeNotValid, "access code not valid", {
    details: { code, reason },
  });
}

/**
 * VIP service (spec §7). VIP codes are `access` checkout codes worth 100 %: POST /code e-mails
 * an invitation with the code; POST /verifyCode redeems it for the signed-in member, who gets a
 * free yearly card through the same idempotent checkout (a zero total never reaches the gateway).
 *
 * POST /code sends mail to any address with sender-chosen text, so it is for signed-in members
 * only (the spec names no caller; the web has none), with a solved captcha when a provider is
 * configured, ROUTE_RATE_LIMITS.vipInvitation per member, and a plain-text name.
 */
export const vipCodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const requireCaptcha = createCaptchaGuard(guardVerifier(fastify.config.captcha));

  fastify.post(
    "/verifyCode",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["vip"],
        summary: "Redeem a VIP code: a free yearly card for the signed-in member",
        body: vipVerifyRequestSchema,
        response: {
          201: vipVerifyResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema.describe("active_membership or checkout_in_progress"),
          422: errorEnvelopeSchema.describe("promo_code_not_valid: access code not valid"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const code = request.body.code.trim().toUpperCase();
      // One redemption per member and code: a retry replays the first answer.
      const idempotencyKey = `vip:${userId}:${code}`;
      if (!(await isKnownCheckoutKey(db, idempotencyKey))) await verifyFree(userId, code);
      const answer = await fastify.payments.checkout({
        kind: "activation",
        idempotencyKey,
        userId,
        guestEmail: null,
        nonce: "vip-no-payment",
        paymentType: "card",
        language: "en",
        codes: { access: code },
        autoRenew: false,
      });
      if (answer.status !== 201) return reply.code(answer.status as 422).send(answer.body as never);
      const body = answer.body as { card: unknown };
      return reply.code(201).send({ success: true as const, card: body.card as never });
    },
  );

  /** Only 100 % access codes are VIP codes: the VIP checkout must never reach the gateway. */
  async function verifyFree(userId: string, code: string) {
    let priced: Awaited<ReturnType<typeof priceCheckout>>;
    try {
      priced = await priceCheckout(db, fastify.config, {
        userId,
        guestEmail: null,
        codes: { access: code },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.promoCodeNotValid) {
        throw accessCodeNotValid(code, String(error.details?.reason ?? "not_found"));
      }
      throw error;
    }
    if (priced.quote.totalCents !== 0) throw accessCodeNotValid(code, "wrong_kind");
  }

  fastify.post(
    "/code",
    {
      // Counted per member (the session is resolved before this hook), else per address.
      config: {
        rateLimit: {
          ...ROUTE_RATE_LIMITS.vipInvitation,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      preHandler: [requireRegistered, requireCaptcha],
      schema: {
        tags: ["vip"],
        summary: "E-mail a VIP invitation (code + sign-up link) to a person (members only)",
        description:
          "Signed-in, registered members; a solved captcha in x-captcha-token when a captcha provider is configured (400 captcha_required, 403 captcha_failed); at most ROUTE_RATE_LIMITS.vipInvitation calls per member (429 rate_limited). The name is reduced to plain words.",
        body: vipCodeRequestSchema,
        response: {
          200: storeSuccessResponseSchema,
          401: errorEnvelopeSchema.describe("unauthorized"),
          403: errorEnvelopeSchema.describe("not_registered / captcha_failed"),
          422: errorEnvelopeSchema.describe("promo_code_not_valid: access code not valid"),
          503: errorEnvelopeSchema.describe("captcha_unavailable"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { code, email, name, language } = request.body;
      const check = await checkCode(db, code, ["access"], { userId: null });
      if (!check.ok) throw accessCodeNotValid(check.code, check.reason);
      const link = `${fastify.config.publicUrl}/signup?vip_code=${encodeURIComponent(check.code.code)}`;
      await fastify.mailer.send(
        vipInvitationMail({ to: email, name, code: check.code.code, link, language }),
      );
      return { success: true as const };
    },
  );
};
