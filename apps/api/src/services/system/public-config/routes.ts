import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicConfig, publicConfigSchema } from "../../../config";
import { commonErrorResponses } from "../../../lib/error-responses";

/** GET /api/config — our own endpoint (not in spec §7): the browser-safe part of the config. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const body = publicConfig(fastify.config);

  fastify.get(
    "/config",
    {
      schema: {
        tags: ["system"],
        summary: "Get the public configuration of this deployment",
        description:
          "Country build (ca | us), its currency and languages, and the social sign-in providers enabled (auth_providers). Never contains secrets.",
        response: { 200: publicConfigSchema, ...commonErrorResponses },
      },
    },
    async () => body,
  );
};
