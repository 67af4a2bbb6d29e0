import type { FastifyPluginAsync } from "fastify";
import { createStorage } from "../../adapters/storage";
import { sendNotFound } from "../../plugins/errors";

// Only public pictures have a route: partner logos and ads pictures. Contest photos stay behind
// their own, authorised route. Names are ours (id, content hash, variant), so nothing else matches.
const MEDIA_FILE = /^\d{1,10}-[0-9a-f]{16}-[a-z0-9_]{1,20}\.webp$/;
const FOLDERS = new Set(["logos", "ads"]);

/**
 * /media/{logos|ads}/{file}: pictures uploaded in the back office, from the storage interface (local disk or
 * the bucket). A file name carries a hash of its content, so a browser may keep it for a year.
 */
export const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const storage = createStorage(fastify.config.storage);
  fastify.get<{ Params: { folder: string; file: string } }>(
    "/media/:folder/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const known = FOLDERS.has(folder) && MEDIA_FILE.test(file);
      const bytes = known ? await storage.get(`${folder}/${file}`) : null;
      if (!bytes) return sendNotFound(request, reply);
      return reply
        .type("image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );
};
