import {
  errorEnvelopeSchema,
  memberEmailOptInRequestSchema,
  memberEmailOptInResponseSchema,
  newsletterPreferencesSchema,
  newsletterPreferencesUpdateSchema,
  newsletterTokenSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { setMemberOptIn } from "./member-opt-in";
import {
  confirmSubscription,
  type NewsletterContext,
  preferencesOf,
  setSubscribed,
  subscribe,
} from "./newsletter";

const tokenErrors = {
  400: errorEnvelopeSchema.describe(
    "invalid_token (unknown link), token_expired or validation_error",
  ),
  ...commonErrorResponses,
} as const;

const limited = { rateLimit: ROUTE_RATE_LIMITS.newsletter };

/** Marketing e-mail subscription: double opt-in, preferences and one-click unsubscribe (issue 19). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context: NewsletterContext = {
    db: fastify.database.db,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
  };

  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" form-encoded to the header's URL.
  fastify.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, { form: body }),
  );

  fastify.post(
    "/subscribe",
    {
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Subscribe an address to marketing e-mail (double opt-in)",
        description:
          "Answers already_sub, already_member or confirmation_sent (spec §8). A confirmation e-mail goes out for a new or lapsed address (again at most every 10 minutes while pending); the address counts only once confirmed.",
        body: subscribeRequestSchema,
        response: {
          200: subscribeResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({
      result: await subscribe(context, {
        email: request.body.email,
        language: request.body.language,
        source: request.body.source,
        deviceId: request.body.device_id,
      }),
    }),
  );

  fastify.post(
    "/newsletter/confirm",
    {
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Confirm a subscription from the e-mailed link",
        body: newsletterTokenSchema,
        response: { 200: z.object({ status: z.literal("confirmed") }), ...tokenErrors },
      },
    },
    async (request) => confirmSubscription(context, request.body.token, request.ip),
  );

  fastify.get(
    "/newsletter/preferences",
    {
      config: limited,
      schema: {
        tags: ["users"],
        summary: "The subscription of a marketing e-mail's link (masked address, status)",
        querystring: newsletterTokenSchema,
        response: { 200: newsletterPreferencesSchema, ...tokenErrors },
      },
    },
    async (request, reply) => {
      personal(reply);
      return preferencesOf(context, request.query.token);
    },
  );

  fastify.put(
    "/newsletter/preferences",
    {
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Unsubscribe, or subscribe again, from a marketing e-mail's link",
        body: newsletterPreferencesUpdateSchema,
        response: { 200: newsletterPreferencesSchema, ...tokenErrors },
      },
    },
    async (request, reply) => {
      personal(reply);
      return setSubscribed(context, {
        token: request.body.token,
        subscribed: request.body.subscribed,
        source: "preferences_page",
        ipAddress: request.ip,
      });
    },
  );

  fastify.post(
    "/newsletter/unsubscribe",
    {
      config: limited,
      schema: {
        tags: ["users"],
        summary: "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)",
        description:
          "The URL of every marketing e-mail's List-Unsubscribe header; mail clients POST `List-Unsubscribe=One-Click` (form-encoded) without cookies. Answers 200 whatever the body, once the token is known.",
        querystring: newsletterTokenSchema,
        response: { 200: newsletterPreferencesSchema, ...tokenErrors },
      },
    },
    async (request) =>
      setSubscribed(context, {
        token: request.query.token,
        subscribed: false,
        source: "one_click_unsubscribe",
        ipAddress: request.ip,
      }),
  );

  fastify.post(
    "/v2/user/email-opt-in",
    {
      preHandler: requireRegistered,
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Simple e-mail opt-in of the signed-in member (their account's address)",
        description:
          "Sets the profile's email_opt_in and records the consent (source member_popup, the current wording version) when it changes. The address is the account's own, so no confirmation e-mail; a visitor's address goes through POST /subscribe.",
        body: memberEmailOptInRequestSchema,
        response: {
          200: memberEmailOptInResponseSchema,
          ...validationErrorResponse,
          401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
          403: errorEnvelopeSchema.describe("Signed in but not registered (not_registered)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      await setMemberOptIn(fastify.database.db, {
        userId: request.user!.id,
        optIn: request.body.email_opt_in,
        source: "member_popup",
        ipAddress: request.ip,
      });
      return { email_opt_in: true };
    },
  );
};
