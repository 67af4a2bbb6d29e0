import {
  CAPTCHA_TOKEN_HEADER,
  contactRequestSchema,
  contactResponseSchema,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCaptchaGuard, guardVerifier } from "../../../adapters/captcha/require-captcha";
import { rateLimitedError } from "../../../lib/app-error";
import { bodyEmail, createBudget } from "../../../lib/budget";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { sensitiveRateLimit } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { sendContactMessage } from "../contact";

/** Acknowledgements one e-mail address may receive per hour, whoever sends the messages. */
export const CONTACT_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 } as const;

/**
 * POST /contact: the contact form. The message goes to the support address (SUPPORT_EMAIL)
 * through the mailer (the development mailbox without SMTP_URL), and an acknowledgement to
 * the sender in their language. Public, so it is guarded like sign-up and the public mail calls:
 * the sign-up budget per client address and per e-mail (AUTH_RATE_LIMIT_*), at most
 * ROUTE_RATE_LIMITS.contactMessage messages per client address, CONTACT_PER_ADDRESS per e-mail
 * address, and a solved captcha when a captcha provider is configured.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const requireCaptcha = createCaptchaGuard(guardVerifier(fastify.config.captcha));
  const perAddress = createBudget(fastify, "contact-ack", CONTACT_PER_ADDRESS);

  fastify.post(
    "/contact",
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.contactMessage },
      preHandler: [
        sensitiveRateLimit("contact"),
        requireCaptcha,
        async (request, reply) => {
          const wait = await perAddress.hit(bodyEmail(request.body) ?? "");
          if (wait > 0) {
            reply.header("retry-after", String(wait));
            throw rateLimitedError();
          }
        },
      ],
      schema: {
        tags: ["content"],
        summary: "Send a message to the support team (and an acknowledgement to the sender)",
        description: `Name, e-mail, topic, message and the sender's language (their acknowledgement's). A solved captcha in ${CAPTCHA_TOKEN_HEADER} when a captcha provider is configured (400 captcha_required, 403 captcha_failed). At most 5 messages an hour per client address and 3 per e-mail address (429 rate_limited with Retry-After).`,
        body: contactRequestSchema,
        response: {
          200: contactResponseSchema,
          403: errorEnvelopeSchema.describe("captcha_failed / forbidden_origin"),
          503: errorEnvelopeSchema.describe("The mail could not be sent (service_unavailable)"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { reference } = await sendContactMessage(
        fastify.mailer,
        fastify.config.site.supportEmail,
        request.body,
        (error) => request.log.warn({ err: error }, "contact acknowledgement not sent"),
      );
      return { success: true as const, reference };
    },
  );
};
