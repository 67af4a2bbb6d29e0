import {
  errorEnvelopeSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationWriteResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  commonErrorResponses,
  registeredMemberErrors,
  validationErrorResponse,
} from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import {
  dismissNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsOf,
} from "../../notifications";

const BASE = "/v2/user/notifications";

/** Counted per member (the session is resolved before this hook). */
const writeLimit = {
  rateLimit: {
    ...ROUTE_RATE_LIMITS.notificationWrite,
    keyGenerator: (request: { user?: { id: string } | null; ip: string }) =>
      request.user ? `user:${request.user.id}` : request.ip,
  },
};

const WRITE_ANSWER =
  "Answers the centre as it is after the change (items and unread_count). Marking the " +
  "policy_update notification read or dismissing it sets the profile's alerts.policy to 1 " +
  "(spec §4). Another member's, a dismissed or an expired notification is 404 not_found.";

/** The member's notification centre (spec §3 Notification; decision 0048), members only. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const notFound = { 404: errorEnvelopeSchema.describe("not_found") };

  fastify.get(
    BASE,
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The member's notifications and unread count",
        description:
          "Newest first (at most NOTIFICATIONS_LISTED_MAX), without dismissed or expired ones. " +
          "Content is message_key + params, rendered by the client in the viewer's language; " +
          "link is a path on this site or null. While the profile's alerts.policy is below 1 the " +
          "list holds exactly one unread policy_update notification (spec §4).",
        response: {
          200: notificationListResponseSchema,
          ...registeredMemberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return notificationsOf(db, request.user!.id);
    },
  );

  fastify.post(
    `${BASE}/read-all`,
    {
      config: writeLimit,
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Mark all the member's notifications read",
        description: WRITE_ANSWER,
        response: {
          200: notificationWriteResponseSchema,
          ...registeredMemberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return markAllNotificationsRead(db, request.user!.id);
    },
  );

  // What mark-read and dismiss share: one notification of the member's, by id.
  const ONE_NOTIFICATION_WRITE = {
    description: WRITE_ANSWER,
    params: notificationIdParamsSchema,
    response: {
      200: notificationWriteResponseSchema,
      ...validationErrorResponse,
      ...registeredMemberErrors,
      ...notFound,
      ...commonErrorResponses,
    },
  };

  fastify.post(
    `${BASE}/:id/read`,
    {
      config: writeLimit,
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Mark one of the member's notifications read",
        ...ONE_NOTIFICATION_WRITE,
      },
    },
    async (request, reply) => {
      personal(reply);
      return markNotificationRead(db, request.user!.id, request.params.id);
    },
  );

  fastify.delete(
    `${BASE}/:id`,
    {
      config: writeLimit,
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Dismiss one of the member's notifications (it leaves the list)",
        ...ONE_NOTIFICATION_WRITE,
      },
    },
    async (request, reply) => {
      personal(reply);
      return dismissNotification(db, request.user!.id, request.params.id);
    },
  );
};
