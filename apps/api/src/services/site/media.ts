import type { FastifyPluginAsync } from "fastify";
import { createStorage } from "../../adapters/storage";
import { sendNotFound } from "../../plugins/errors";

// Only public pictures have a route: partner logos. Contest photos stay behind their own,
// authorised route. Names are ours (partner id, content hash, size), so nothing else matches.
const LOGO_FILE = /^\d{1,10}-[0-9a-f]{16}-\d{2,4}\.webp$/;

/**
 * /media/logos/{file}: logos uploaded in the back office, from the storage interface (local disk or
 * the bucket). A file name carries a hash of its content, so a browser may keep it for a year.
 */
export const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const storage = createStorage(fastify.config.storage);
  fastify.get<{ Params: { file: string } }>(
    "/media/logos/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const bytes = LOGO_FILE.test(file) ? await storage.get(`logos/${file}`) : null;
      if (!bytes) return sendNotFound(request, reply);
      return reply
        .type("image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );
};
