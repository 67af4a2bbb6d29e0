import {
  errorEnvelopeSchema,
  timsActiveOfferResponseSchema,
  timsLinkingResponseSchema,
  timsLinkRequestSchema,
  timsPreLinkRequestSchema,
  timsPreLinkResponseSchema,
} from "@spc/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createRewardsPartner } from "../../../adapters/tims-rewards";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import {
  activeCoffeeOffer,
  linkingStatus,
  linkRewardsAccount,
  preLinkStatus,
  recordPreLink,
  type TimsContext,
} from "./linking";
import { createTimsRepository } from "./repository";

const memberErrors = {
  401: errorEnvelopeSchema.describe("unauthorized"),
  403: errorEnvelopeSchema.describe("not_registered"),
} as const;
const perMember = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : request.ip;
/** Linking probes the partner's accounts by e-mail: a guessing surface, counted per member. */
export const TIMS_LINK_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;
const linkLimited = { rateLimit: { ...TIMS_LINK_RATE_LIMIT, keyGenerator: perMember } };
/** The pre-link stores an address without asking the partner: a looser budget. */
const preLinkLimited = { rateLimit: { max: 30, timeWindow: 15 * 60_000, keyGenerator: perMember } };

/** Coffee-chain rewards linking (spec §7 users service; decision 0046). */
export const timsLinkingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const context: TimsContext = {
    db,
    partner: createRewardsPartner(fastify.config.tims, (email) =>
      createTimsRepository(db).holderOf(email),
    ),
    partnerSlug: fastify.config.tims.partnerSlug,
  };

  fastify.get(
    "/tims-linking",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The member's coffee-chain rewards link (Linked, and the account e-mail)",
        response: { 200: timsLinkingResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      personal(reply);
      return linkingStatus(context, request.user!.id);
    },
  );

  fastify.post(
    "/tims-linking",
    {
      preHandler: requireRegistered,
      config: linkLimited,
      schema: {
        tags: ["users"],
        summary: "Link the member's coffee-chain rewards account by its e-mail",
        description:
          "th_email (and optionally th_email_confirmation, which must match). 422 tims_link_failed: the partner knows no rewards account by that e-mail (spec §8's known link-failure code); 409 tims_account_taken: the account is linked to another member; 409 tims_already_linked: this member is linked to another account; 503 tims_unavailable: the partner cannot be reached. At most 10 calls per 15 minutes per member.",
        body: timsLinkRequestSchema,
        response: {
          200: timsLinkingResponseSchema,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("tims_account_taken / tims_already_linked"),
          422: errorEnvelopeSchema.describe("tims_link_failed"),
          503: errorEnvelopeSchema.describe("tims_unavailable"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return linkRewardsAccount(context, request.user!.id, request.body.th_email);
    },
  );

  fastify.get(
    "/th-pre-link",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Whether the member is linked, and the rewards e-mail they said they would link",
        response: { 200: timsPreLinkResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      personal(reply);
      return preLinkStatus(context, request.user!.id);
    },
  );

  fastify.post(
    "/th-pre-link",
    {
      preHandler: requireRegistered,
      config: preLinkLimited,
      schema: {
        tags: ["users"],
        summary: "Record the rewards e-mail the member means to link (no partner call)",
        description:
          "The pre-link is an intent kept before the partner confirms anything (decision 0046); linking replaces it. A linked member's answer stays the link.",
        body: timsPreLinkRequestSchema,
        response: {
          200: timsPreLinkResponseSchema,
          ...memberErrors,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return recordPreLink(context, request.user!.id, request.body.th_email);
    },
  );

  fastify.get(
    "/th-active-offer",
    {
      schema: {
        tags: ["users"],
        summary: "The coffee-chain partner's current offer (the /timhortons page), null when none",
        description:
          "The live offer of the catalogue partner named by TIMS_PARTNER_SLUG with the most views. Public.",
        response: { 200: timsActiveOfferResponseSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { data: await activeCoffeeOffer(context) };
    },
  );
};
