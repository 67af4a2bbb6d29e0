import {
  errorEnvelopeSchema,
  offerCodeParamsSchema,
  offerCodeQuerySchema,
  offerCodeResponseSchema,
  offerUrlQuerySchema,
  offerUrlResponseSchema,
  redeemedCodeDeleteResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireUser } from "../../../plugins/auth";
import { OFFER_ERRORS } from "../offer-errors";
import { generatedCodeKey } from "./generated";
import { alertIfPoolLow } from "./pool-alert";
import { clearReveals, offerExists } from "./repository";
import { type RevealContext, revealCode, revealUrl } from "./reveal";

// Offer ids are numbers; anything else is an offer that does not exist (as on the offer detail).
function offerIdOf(raw: string): number {
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  throw new AppError(OFFER_ERRORS.notFound.code, OFFER_ERRORS.notFound.message);
}

const accessResponses = {
  401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
  403: errorEnvelopeSchema.describe(
    "No valid membership card (membership_required), or an SPC+ offer and the member is not " +
      "an SPC+ member (plus_membership_required)",
  ),
  404: errorEnvelopeSchema.describe("offer_not_found"),
  409: errorEnvelopeSchema.describe(
    "offer_not_started: a limited-time offer before its lto_start_date (details.lto_start_date)",
  ),
  410: errorEnvelopeSchema.describe(
    "offer_delisted or offer_expired, with details; offer_ended: a limited-time offer after its " +
      "lto_end_date (details.lto_end_date)",
  ),
} as const;

/**
 * Code and link reveals (spec §7), see the offer-codes decision record in docs/decisions. The
 * member is always the session's user; the server enforces membership and the SPC+ tier.
 */
export const codesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  let context: RevealContext | undefined;
  // The auth secret is known once better-auth has initialised: resolve the key on first use.
  const contextOf = async (): Promise<RevealContext> => {
    context ??= {
      db,
      generatedKey: generatedCodeKey((await fastify.auth.$context).secret),
      onPoolCodeTaken: async (offerId) => {
        const alerts = { db, mailer: fastify.mailer, publicUrl: fastify.config.publicUrl };
        await alertIfPoolLow(alerts, offerId).catch((error: unknown) => {
          fastify.log.error({ err: error, offerId }, "code pool alert failed");
        });
      },
    };
    return context;
  };

  fastify.get(
    "/v2/offers/:id/code",
    {
      preHandler: requireUser,
      schema: {
        tags: ["offers"],
        summary: "Reveal the member's code for an offer (recorded)",
        description:
          "Per code mode: no_code → code null (the link is the redemption); card_number → the " +
          "member's card number; static → the offer's code; random/unique → per code type: " +
          "generated (the member's own stable code), upload_unique (a pool code owned by this " +
          "member only, the same on every reveal), upload_random (a pool code, may be shared). " +
          '409 no_code_left "No code left for this offer" when the pool is exhausted. ' +
          "is_online / is_website are recorded with the reveal.",
        params: offerCodeParamsSchema,
        querystring: offerCodeQuerySchema,
        response: {
          200: offerCodeResponseSchema,
          ...validationErrorResponse,
          ...accessResponses,
          409: errorEnvelopeSchema.describe(
            "no_code_left, or offer_not_started (a limited-time offer before its window)",
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const offerId = offerIdOf(request.params.id);
      const answer = await revealCode(await contextOf(), {
        userId: request.user!.id,
        offerId,
        language: request.query.language,
        isOnline: request.query.is_online,
        isWebsite: request.query.is_website,
        now: new Date(),
      });
      personal(reply);
      return answer;
    },
  );

  fastify.get(
    "/v2/offers/:id/url",
    {
      preHandler: requireUser,
      schema: {
        tags: ["offers"],
        summary: "The partner link of an offer for the member (recorded)",
        description:
          "offer_url, or offer_url_fr in French (language query, else the profile language); " +
          "the partner website when the offer has no link of its own.",
        params: offerCodeParamsSchema,
        querystring: offerUrlQuerySchema,
        response: {
          200: offerUrlResponseSchema,
          ...validationErrorResponse,
          ...accessResponses,
          404: errorEnvelopeSchema.describe("offer_not_found, or offer_url_not_found"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const offerId = offerIdOf(request.params.id);
      const answer = await revealUrl(await contextOf(), {
        userId: request.user!.id,
        offerId,
        language: request.query.language,
        now: new Date(),
      });
      personal(reply);
      return answer;
    },
  );

  fastify.delete(
    "/redeemedcode/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["offers"],
        summary: "Clear the member's revealed code of an offer",
        description:
          "{id} is the offer id. The member's reveals of that offer are marked cleared (the " +
          "history is kept); a unique code stays the member's and a new reveal shows it again. " +
          "Idempotent: `cleared` is 0 when there was nothing to clear. Any signed-in user, " +
          "whatever the offer's status or the membership.",
        params: offerCodeParamsSchema,
        response: {
          200: redeemedCodeDeleteResponseSchema,
          401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
          404: errorEnvelopeSchema.describe("offer_not_found"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const offerId = offerIdOf(request.params.id);
      if (!(await offerExists(db, offerId))) {
        throw new AppError(OFFER_ERRORS.notFound.code, OFFER_ERRORS.notFound.message);
      }
      const cleared = await clearReveals(db, request.user!.id, offerId);
      personal(reply);
      return { offer_id: offerId, cleared };
    },
  );
};
