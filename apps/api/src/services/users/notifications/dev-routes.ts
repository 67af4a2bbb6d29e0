import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGE_KEYS,
  notificationInputSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { isFromThisMachine } from "../../../lib/loopback";
import { requireRegistered } from "../../../plugins/auth";
import { notify } from "../../notifications";

// Development and test only (app.ts never registers it in production), like the mailbox, but
// under /api so the session is read (the auth plugin reads it on /api paths only). It lets a
// tester on this machine — and the browser journeys — put a notification in their own centre
// through the same notify() the renewal job and the contest draw call (decisions 0048, 0054).
// There is no other way to see a contest win or a failed renewal without running those jobs.

const devNotifyBodySchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  message_key: z.enum(NOTIFICATION_MESSAGE_KEYS),
  params: notificationInputSchema.shape.params,
  link: notificationInputSchema.shape.link,
  /** Days from now until it expires; absent: no expiry. */
  expires_in_days: z.number().int().min(1).max(365).optional(),
});

export const notificationsDevRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  fastify.addHook("onRequest", async (request) => {
    if (!isFromThisMachine(request)) {
      throw AppError.forbidden("This route only answers on the computer running SPC");
    }
  });

  fastify.post(
    "/",
    {
      preHandler: requireRegistered,
      schema: {
        hide: true,
        body: devNotifyBodySchema,
        response: { 201: z.object({ stored: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { expires_in_days, ...input } = request.body;
      const expires_at = expires_in_days
        ? new Date(Date.now() + expires_in_days * 86_400_000)
        : null;
      // The member is always the session's user.
      const stored = await notify(db, request.user!.id, { ...input, expires_at });
      return reply.code(201).send({ stored });
    },
  );
};
