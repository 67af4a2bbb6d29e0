import {
  postalParamsSchema,
  postalValidationResponseSchema,
  provincesResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { isRealPostal, provincesOf } from "../../../lib/provinces";

/** GET /province and GET /validate/postal/{postal} (public). */
export const placesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const country = fastify.config.country;
  const provinces = { data: [...provincesOf(country)] };

  fastify.get(
    "/province",
    {
      schema: {
        tags: ["users"],
        summary: "Provinces and territories (US states in the US build)",
        response: { 200: provincesResponseSchema, ...commonErrorResponses },
      },
    },
    async () => provinces,
  );

  fastify.get(
    "/validate/postal/:postal",
    {
      schema: {
        tags: ["users"],
        summary: "Whether a postal code exists in the build's country",
        description:
          "Canada: A1A 1A1 format (space optional, any case) and letters Canada Post uses (first letter names a province; never D, F, I, O, Q, U). US: five digits, not 00000.",
        params: postalParamsSchema,
        response: {
          200: postalValidationResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({
      data: { is_valid: isRealPostal(request.params.postal, country) },
    }),
  );
};
