import {
  CONTEST_PHOTO_MAX_BYTES,
  CONTEST_PHOTO_TYPES,
  contestRegisterResponseSchema,
  contestRulesParamsSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createStorage } from "../../../adapters/storage";
import { AppError } from "../../../lib/app-error";
import {
  commonErrorResponses,
  registeredMemberErrors,
  validationErrorResponse,
} from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { enterWithPhoto, photoFor } from "../../contests";

const entryParamsSchema = z.object({ entryId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Photo entries (travel-photo contest, decision 0039). The photo is the raw request body (the
 * web sends the chosen File as is); its type is read from the bytes, whatever the content type or
 * file name says. In this plugin only, image bodies are read as bytes, up to the photo limit.
 */
export const contestPhotoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const storage = createStorage(fastify.config.storage);

  fastify.addContentTypeParser(
    [...CONTEST_PHOTO_TYPES, "application/octet-stream"],
    { parseAs: "buffer", bodyLimit: CONTEST_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.post(
    "/contest/:id/photo",
    {
      bodyLimit: CONTEST_PHOTO_MAX_BYTES,
      config: {
        rateLimit: {
          ...ROUTE_RATE_LIMITS.contestEntry,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      preHandler: requireRegistered,
      schema: {
        tags: ["contests"],
        summary: "Enter a photo contest with a photo (registered members)",
        description: `Body: the photo's bytes (content type image/jpeg, image/png, image/webp or application/octet-stream), at most ${CONTEST_PHOTO_MAX_BYTES} bytes (413 payload_too_large). The type is read from the bytes: anything but a JPEG, PNG or WebP is 415 unsupported_media_type. The photo is re-encoded (every EXIF/GPS block removed) and stays private (photo_status pending) until approved. id: numeric id or contest_id. Same eligibility, one-entry and rate rules as /contestRegister.`,
        params: contestRulesParamsSchema,
        response: {
          200: contestRegisterResponseSchema,
          201: contestRegisterResponseSchema,
          404: errorEnvelopeSchema.describe("No such contest (not_found)"),
          413: errorEnvelopeSchema.describe("The photo is too large (payload_too_large)"),
          415: errorEnvelopeSchema.describe("Not a JPEG, PNG or WebP (unsupported_media_type)"),
          ...registeredMemberErrors,
          403: errorEnvelopeSchema.describe("forbidden (details.reason) or not_registered"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(ERROR_CODES.unsupportedMediaType, "Send the photo's bytes as the body");
      }
      const { entry, created } = await enterWithPhoto(
        db,
        storage,
        { userId: request.user!.id, contestKey: request.params.id, now: new Date() },
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ entry, created });
    },
  );

  fastify.get(
    "/contest/photo/:entryId",
    {
      schema: {
        tags: ["contests"],
        summary: "A shared contest photo (JPEG bytes)",
        description:
          "Approved photos for anyone; a pending or rejected photo only for the member who sent it (404 not_found for anyone else).",
        params: entryParamsSchema,
      },
    },
    async (request, reply) => {
      const bytes = await photoFor(db, storage, request.params.entryId, request.user?.id ?? null);
      if (!bytes) throw AppError.notFound("No such photo");
      personal(reply);
      return reply.type("image/jpeg").header("x-content-type-options", "nosniff").send(bytes);
    },
  );
};
