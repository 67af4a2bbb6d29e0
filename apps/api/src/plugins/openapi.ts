import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { globalPlugin } from "./global-plugin";
import { storableValidatorCompiler } from "./storable-validator";

/**
 * Zod schemas (from @spc/shared) validate requests, serialize responses and generate the OpenAPI
 * document, so the contract cannot drift from the code. UI at /api/docs, JSON at /api/docs/json.
 * Must be registered before any route so every route is collected.
 */
export const openapiPlugin = globalPlugin<{ config: Config }>(
  "spc-openapi",
  async (fastify, { config }) => {
    fastify.setValidatorCompiler(storableValidatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);

    await fastify.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "SPC API",
          description:
            "Student-discount membership API. Paths under each service base follow the product " +
            "specification §7. Every error uses the envelope {error: {code, message}}.",
          version: "1.0.0",
        },
        servers: [{ url: config.publicUrl }],
        tags: [
          { name: "system", description: "Health and public configuration" },
          { name: "offers", description: "Offers and partners service" },
          { name: "users", description: "Users service" },
          { name: "store", description: "Store service" },
          { name: "promos", description: "Promos service" },
          { name: "vip", description: "VIP service" },
          { name: "careers", description: "Careers service: carousels, holiday events, openings" },
          {
            name: "contests",
            description: "Contests: listing, rules, entries, photos (offers service)",
          },
          { name: "content", description: "Content pages, FAQ, blog and the contact form" },
        ],
      },
      transform: jsonSchemaTransform,
      // Only the API belongs in the API document, not the SPA's static file route.
      hiddenTag: "hidden",
      hideUntagged: true,
    });

    await fastify.register(swaggerUi, {
      routePrefix: "/api/docs",
      // The docs page loads only its own script files, so our app-wide CSP fits it unchanged.
      uiConfig: { docExpansion: "list", deepLinking: true },
    });
  },
);
