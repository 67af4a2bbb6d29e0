import {
  captchaQuerySchema,
  captchaResponseSchema,
  configFlagResponseSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  topBannerStatusResponseSchema,
  verifyEventQuerySchema,
  verifyEventResponseSchema,
} from "@spc/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CaptchaUnavailableError,
  type CaptchaVerifier,
  createCaptcha,
} from "../../../adapters/captcha";
import { campusEvents, featureFlags } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { readTopBannerStatus } from "./top-banner";

/** Captcha checks, event links, the top banner and single feature flags (spec §7 store). */
export const storeSiteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  for (const [path, provider] of [
    ["/verifyRecaptcha", "recaptcha"],
    ["/verifyHCaptcha", "hcaptcha"],
  ] as const) {
    const verifier: CaptchaVerifier = createCaptcha(provider, fastify.config.captcha);
    fastify.get(
      path,
      {
        schema: {
          tags: ["store"],
          summary: `Verify a ${provider} token (local adapter without a secret: test token only)`,
          querystring: captchaQuerySchema,
          response: {
            200: captchaResponseSchema,
            503: errorEnvelopeSchema.describe("captcha_unavailable"),
            ...validationErrorResponse,
            ...commonErrorResponses,
          },
        },
      },
      async (request) => {
        try {
          const result = await verifier.verify(request.query.token, request.ip);
          return { success: result.success, error_codes: result.errorCodes };
        } catch (error) {
          if (!(error instanceof CaptchaUnavailableError)) throw error;
          throw new AppError(ERROR_CODES.captchaUnavailable, "Captcha check unavailable", {
            cause: error,
          });
        }
      },
    );
  }

  fastify.get(
    "/verifyEventId",
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.eventLinkCheck },
      schema: {
        tags: ["store"],
        summary: "Whether a back-to-school event link (event_id + campus_id) is running",
        querystring: verifyEventQuerySchema,
        response: {
          200: verifyEventResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { event_id, campus_id } = request.query;
      const [event] = await db
        .select()
        .from(campusEvents)
        .where(and(eq(campusEvents.eventId, event_id), eq(campusEvents.campusId, campus_id)));
      if (!event) return { valid: false, message: "event not found", event: null };
      const now = new Date();
      const running = event.startsAt <= now && now < event.endsAt;
      return {
        valid: running,
        message: running
          ? "active event link available"
          : event.startsAt > now
            ? "event not started"
            : "event over",
        event: {
          event_id: event.eventId,
          campus_id: event.campusId,
          name: event.name,
          school_code: event.schoolCode,
          ends_at: event.endsAt.toISOString(),
        },
      };
    },
  );

  fastify.get(
    "/topBannerStatus",
    {
      schema: {
        tags: ["store"],
        summary: "The running promo campaign to advertise in the top banner (show false if none)",
        response: { 200: topBannerStatusResponseSchema, ...commonErrorResponses },
      },
    },
    async () => readTopBannerStatus(db),
  );

  fastify.get(
    "/getConfigFlag",
    {
      schema: {
        tags: ["store"],
        summary: "One web feature flag by key, named in the `id` header",
        headers: z.object({ id: z.string().trim().min(1).max(100) }),
        response: {
          200: configFlagResponseSchema,
          404: errorEnvelopeSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const id = request.headers.id;
      const [flag] = await db
        .select()
        .from(featureFlags)
        .where(and(eq(featureFlags.key, id), eq(featureFlags.platform, "web")));
      if (!flag) throw AppError.notFound(`No flag ${id}`);
      return { id, enabled: flag.enabled, sub_flags: flag.subFlags ?? null };
    },
  );
};
