import { errorEnvelopeSchema, normalizePostal } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { isRealPostal } from "../../../lib/provinces";
import { geocodeError } from "./errors";
import { geocoderFor } from "./index";

/** Resolving asks a (possibly paid) maps service: a tighter per-IP budget than the default. */
export const LOCATION_RESOLVE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const resolveQuerySchema = z.object({ postal_code: z.string().max(20).optional() });

export const locationResolveResponseSchema = z.object({
  data: z.object({
    postal_code: z.string(),
    lat: z.number(),
    lon: z.number(),
    province: z.string(),
    city: z.string().nullable(),
  }),
});

export const locationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config } = fastify;

  fastify.get(
    "/location/resolve",
    {
      config: { rateLimit: LOCATION_RESOLVE_RATE_LIMIT },
      schema: {
        tags: ["offers"],
        summary: "Turn a postal code into a location (not in spec §7)",
        description:
          "For the web's location filter. Built-in Canadian postal data (city of the forward " +
          "sortation area for the largest cities, else the province of the first letter) unless a " +
          "maps service key is configured. Errors (spec §8): no_postal_code, " +
          "location_not_resolved, no_location_found, geocode_unavailable.",
        querystring: resolveQuerySchema,
        response: {
          200: locationResolveResponseSchema,
          400: errorEnvelopeSchema.describe("No postal code provided. (no_postal_code)"),
          404: errorEnvelopeSchema.describe("No location found. (no_location_found)"),
          422: errorEnvelopeSchema.describe("Could not resolve location (location_not_resolved)"),
          503: errorEnvelopeSchema.describe("Geocode not available. (geocode_unavailable)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const postal = request.query.postal_code?.trim() ?? "";
      if (postal === "") throw geocodeError("noPostalCode");
      if (!isRealPostal(postal, config.country)) throw geocodeError("notResolved");
      const result = await geocoderFor(config).resolvePostalCode(postal, config.country);
      if (!result) throw geocodeError("noLocation");
      return {
        data: {
          postal_code: normalizePostal(postal, config.country),
          lat: result.lat,
          lon: result.lon,
          province: result.province,
          city: result.city ?? null,
        },
      };
    },
  );
};
