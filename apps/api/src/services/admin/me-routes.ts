import { ANY_STAFF, staffMeResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffErrors } from "./errors";

/** Who is signed in to the back office; reachable before the second factor is set up. */
export const meRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/me",
    {
      config: { roles: ANY_STAFF, beforeTwoFactor: true },
      schema: {
        tags: ["admin"],
        summary: "The signed-in staff member and whether their second factor is set up",
        querystring: z.object({}),
        response: { 200: staffMeResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const staff = request.staff!;
      return {
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        two_factor_enabled: staff.twoFactorEnabled,
      };
    },
  );
};
