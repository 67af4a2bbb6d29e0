import {
  btsOrderQuerySchema,
  btsOrderResponseSchema,
  contestPageHeadersSchema,
  contestPageResponseSchema,
  contestRegisterRequestSchema,
  contestRegisterResponseSchema,
  contestRulesParamsSchema,
  contestRulesResponseSchema,
  contestsResponseSchema,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../../lib/app-error";
import {
  commonErrorResponses,
  registeredMemberErrors,
  validationErrorResponse,
} from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import {
  approvedPhotos,
  enterContest,
  entryOf,
  findContest,
  hasOrderIn,
  listContests,
  toEntry,
  toSummary,
} from "../../contests";

const notFound = {
  404: errorEnvelopeSchema.describe("No such contest (not_found)"),
} as const;

const refused = {
  403: errorEnvelopeSchema.describe(
    "forbidden, details.reason: contest_not_open (details.state upcoming|closed), audience " +
      "(members or plus only), minimum_age, province, answers_invalid (details.fields); or " +
      "not_registered",
  ),
} as const;

/** The back-to-school contest of GET /contest/bts/order. */
const BTS_CONTEST_ID = "bts-2025";

/** Where approved photos are served from (see ./photo-routes). */
export function photoUrl(entryId: number): string {
  return `/api/offers/contest/photo/${entryId}`;
}

/** Contests (spec §7, decision 0039). The member is always the session's user. */
export const contestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  fastify.get(
    "/v4/contests",
    {
      schema: {
        tags: ["contests"],
        summary: "Every published contest with its state (upcoming, open, closed)",
        description:
          "Bilingual title and description, opens_at/closes_at (UTC instants; pages show Toronto time), entry_kind, eligibility (audience, min_age, provinces, excluded_provinces) and prizes; the one closing first first.",
        response: { 200: contestsResponseSchema, ...commonErrorResponses },
      },
    },
    async () => {
      const now = new Date();
      return { contests: (await listContests(db)).map((row) => toSummary(row, now)) };
    },
  );

  fastify.get(
    "/contest",
    {
      schema: {
        tags: ["contests"],
        summary: "The contests open now (no auth)",
        description: "The same items as /v4/contests, open ones only (opens_at ≤ now < closes_at).",
        response: { 200: contestsResponseSchema, ...commonErrorResponses },
      },
    },
    async () => {
      const now = new Date();
      const all = (await listContests(db)).map((row) => toSummary(row, now));
      return { contests: all.filter((contest) => contest.state === "open") };
    },
  );

  fastify.get(
    "/contestPage",
    {
      schema: {
        tags: ["contests"],
        summary: "One contest's page: the contest, its questions, the member's entry",
        description:
          "Headers: contest_id (the string id or the numeric id). The spec's `id` header is accepted and ignored: the entry shown is the session member's own (null for a visitor or before entering). photos: approved shared photos only.",
        headers: contestPageHeadersSchema,
        response: {
          200: contestPageResponseSchema,
          ...notFound,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const contest = await findContest(db, request.headers.contest_id);
      if (!contest) throw AppError.notFound("No such contest");
      const user = request.user;
      if (user) personal(reply);
      const entry = user ? await entryOf(db, contest.id, user.id) : null;
      const photos =
        contest.entryKind === "photo"
          ? (await approvedPhotos(db, contest.id)).map((row) => ({
              entry_id: row.id,
              url: photoUrl(row.id),
            }))
          : [];
      return {
        contest: toSummary(contest, new Date()),
        questions: contest.questions,
        entry: entry ? toEntry(entry, contest) : null,
        photos,
      };
    },
  );

  fastify.post(
    "/contestRegister",
    {
      config: {
        rateLimit: {
          ...ROUTE_RATE_LIMITS.contestEntry,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      preHandler: requireRegistered,
      schema: {
        tags: ["contests"],
        summary: "Enter a contest (registered members)",
        description:
          "Body: contest_id (string or numeric id), answers for form contests (validated by the contest's own questions; unknown keys refused) and `{ completed: true }` for a match game. One entry per member per contest: a replay answers the existing entry with created: false (200); a new entry is 201. Photo contests are entered through POST /contest/{id}/photo. At most ROUTE_RATE_LIMITS.contestEntry calls per member (429 rate_limited).",
        body: contestRegisterRequestSchema,
        response: {
          200: contestRegisterResponseSchema,
          201: contestRegisterResponseSchema,
          ...refused,
          ...notFound,
          ...registeredMemberErrors,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      const { entry, created } = await enterContest(db, {
        userId: request.user!.id,
        contestKey: request.body.contest_id,
        answers: request.body.answers,
        now: new Date(),
      });
      return reply.code(created ? 201 : 200).send({ entry, created });
    },
  );

  fastify.get(
    "/contestrules/:id",
    {
      schema: {
        tags: ["contests"],
        summary: "A contest's rules in both languages (markdown)",
        description: "id: the numeric id or the string contest_id (/contest/rules/:contestname).",
        params: contestRulesParamsSchema,
        response: {
          200: contestRulesResponseSchema,
          ...notFound,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const contest = await findContest(db, request.params.id);
      if (!contest) throw AppError.notFound("No such contest");
      return {
        id: contest.id,
        contest_id: contest.contestId,
        title_en: contest.titleEn,
        title_fr: contest.titleFr,
        rule_en: contest.ruleEn,
        rule_fr: contest.ruleFr,
      };
    },
  );

  fastify.get(
    "/contest/bts/order",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["contests"],
        summary: "The back-to-school contest and whether the member's order counts",
        description:
          "has_order: the session member placed a paid order while the back-to-school contest was open; entered: the member has an entry. The spec's firebase_uid query is accepted and ignored (the member is the session's). contest is null when no back-to-school contest exists.",
        querystring: btsOrderQuerySchema,
        response: {
          200: btsOrderResponseSchema,
          ...registeredMemberErrors,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      const contest = await findContest(db, BTS_CONTEST_ID);
      if (!contest) return { contest: null, has_order: false, entered: false };
      const userId = request.user!.id;
      const [hasOrder, entry] = await Promise.all([
        hasOrderIn(db, userId, contest),
        entryOf(db, contest.id, userId),
      ]);
      return {
        contest: toSummary(contest, new Date()),
        has_order: hasOrder,
        entered: entry !== null,
      };
    },
  );
};
