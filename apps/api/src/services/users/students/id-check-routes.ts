import {
  ERROR_CODES,
  errorEnvelopeSchema,
  idVerificationStartResponseSchema,
  idVerificationStatusResponseSchema,
  idVerificationWebhookSchema,
} from "@spc/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createHostedIdVerification,
  createLocalIdVerification,
  type IdVerificationProvider,
  IdVerificationUnavailableError,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from "../../../adapters/id-verification";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses } from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { decideIdCheck, type IdCheckContext, idCheckState, startIdCheck } from "./id-check";

const memberErrors = {
  401: errorEnvelopeSchema.describe("Not signed in"),
  403: errorEnvelopeSchema.describe("Not registered"),
} as const;
const perMember = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : request.ip;
const idVerificationWebhookAnswer = z.object({
  data: z.object({ received: z.literal(true), status: z.string() }),
});
/** Starting a check opens a session with the paid service: 5 an hour per member. */
export const ID_CHECK_STARTS_PER_HOUR = 5;

/** The age and ID check (spec §4, §6; decision 0047). Paths under /api/users. */
export const idCheckRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const config = fastify.config.idCheck;
  const provider: IdVerificationProvider =
    config.apiUrl && config.apiKey
      ? createHostedIdVerification({ apiUrl: config.apiUrl, apiKey: config.apiKey })
      : createLocalIdVerification(fastify.config.publicUrl);
  const context: IdCheckContext = {
    db: fastify.database.db,
    provider,
    ageThreshold: config.ageThreshold,
    publicUrl: fastify.config.publicUrl,
  };

  fastify.get(
    "/id-verification/status",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The signed-in member's ID verification status and whether a check is asked",
        description:
          "required: an active member, with a birth date at or above the age threshold, whose ID is neither verified nor pending (spec §4, §6).",
        response: {
          200: idVerificationStatusResponseSchema,
          ...memberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return { data: await idCheckState(context.db, request.user!.id, context.ageThreshold) };
    },
  );

  fastify.post(
    "/id-verification/start",
    {
      preHandler: requireRegistered,
      config: {
        rateLimit: {
          max: ID_CHECK_STARTS_PER_HOUR,
          timeWindow: 60 * 60_000,
          keyGenerator: perMember,
        },
      },
      schema: {
        tags: ["users"],
        summary: "Start (or resume) the hosted ID verification flow",
        description:
          "Answers the hosted page's URL. 409 not_eligible when no check is asked, conflict when already verified; 503 when the service is unreachable. 5 an hour per member.",
        response: {
          200: idVerificationStartResponseSchema,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("not_eligible or conflict"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      try {
        return { data: await startIdCheck(context, request.user!.id) };
      } catch (error) {
        if (error instanceof IdVerificationUnavailableError) {
          request.log.warn({ err: error }, "ID verification service unavailable");
          throw new AppError(ERROR_CODES.unavailable, "The ID verification service is unavailable");
        }
        throw error;
      }
    },
  );

  // The hosted service's webhook: only with its secret configured. The signature covers the raw
  // body, so this context keeps JSON bodies as text and parses them after the check.
  const secret = config.webhookSecret;
  if (!secret) return;
  await fastify.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      "/id-verification/webhook",
      {
        schema: {
          tags: ["users"],
          summary: "The identity-document service reports a session's outcome (signed)",
          description: `Header ${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">, at most 5 minutes old. 401 when the signature does not match.`,
          response: {
            200: idVerificationWebhookAnswer,
            ...commonErrorResponses,
          },
        },
      },
      async (request) => {
        const raw = typeof request.body === "string" ? request.body : "";
        const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
        if (!verifyWebhookSignature(secret, raw, typeof header === "string" ? header : undefined)) {
          throw new AppError(ERROR_CODES.unauthorized, "Invalid webhook signature");
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError(ERROR_CODES.validation, "The body is not JSON");
        }
        const event = idVerificationWebhookSchema.safeParse(parsed);
        if (!event.success) throw new AppError(ERROR_CODES.validation, "Unknown webhook event");
        const decision = event.data.type === "verification.verified" ? "verified" : "rejected";
        const outcome = await decideIdCheck(context.db, event.data.session_id, decision);
        if (!outcome) throw new AppError(ERROR_CODES.notFound, "Unknown verification session");
        return { data: { received: true as const, status: outcome.status } };
      },
    );
  });
};
