import {
  errorEnvelopeSchema,
  STORE_ERROR_CODES,
  storeSuccessResponseSchema,
  vipCodeRequestSchema,
  vipVerifyRequestSchema,
  vipVerifyResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { escapeHtml } from "../../../adapters/mailer";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { AppError } from "../../../plugins/app-error";
import { requireRegistered } from "../../../plugins/auth";
import { checkCode } from "../../membership/checkout/codes";
import { findIntent, priceCheckout } from "../../membership/checkout/engine";

function accessCodeNotValid(code: string, reason: string) {
  // Spec §8 server message.
  return new AppError(422, STORE_ERROR_CODES.codeNotValid, "access code not valid", {
    details: { code, reason },
  });
}

/**
 * VIP service (spec §7). VIP codes are `access` checkout codes worth 100 %: POST /code e-mails
 * an invitation with the code; POST /verifyCode redeems it for the signed-in member, who gets a
 * free yearly card through the same idempotent checkout (a zero total never reaches the gateway).
 */
export const vipCodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

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
          409: errorEnvelopeSchema.describe("active_membership"),
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
      if (!(await findIntent(db, idempotencyKey))) await verifyFree(userId, code);
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
      if (error instanceof AppError && error.code === STORE_ERROR_CODES.codeNotValid) {
        throw accessCodeNotValid(code, String(error.details?.reason ?? "not_found"));
      }
      throw error;
    }
    if (priced.quote.totalCents !== 0) throw accessCodeNotValid(code, "wrong_kind");
  }

  fastify.post(
    "/code",
    {
      schema: {
        tags: ["vip"],
        summary: "E-mail a VIP invitation (code + sign-up link) to a person",
        body: vipCodeRequestSchema,
        response: {
          200: storeSuccessResponseSchema,
          422: errorEnvelopeSchema.describe("promo_code_not_valid: access code not valid"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { code, email, name, language } = request.body;
      const check = await checkCode(db, code, ["access"], { userId: null });
      if (!check.ok) throw accessCodeNotValid(check.code, check.reason);
      const fr = language === "fr";
      const link = `${fastify.config.publicUrl}/signup?vip_code=${encodeURIComponent(check.code.code)}`;
      const lines = fr
        ? [
            `Bonjour ${name},`,
            `Votre code VIP SPC : ${check.code.code}.`,
            `Inscrivez-vous : ${link}`,
          ]
        : [`Hi ${name},`, `Your SPC VIP code: ${check.code.code}.`, `Sign up: ${link}`];
      await fastify.mailer.send({
        to: email,
        subject: fr ? "Votre code VIP SPC" : "Your SPC VIP code",
        kind: "vip_code",
        text: lines.join("\n\n"),
        html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
      });
      return { success: true as const };
    },
  );
};
