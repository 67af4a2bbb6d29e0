import {
  campusClaimResponseSchema,
  campusListQuerySchema,
  campusListResponseSchema,
  checkDomainQuerySchema,
  checkDomainResponseSchema,
  checkEligibleQuerySchema,
  checkEligibleResponseSchema,
  errorEnvelopeSchema,
  SCHOOL_PORTAL_MESSAGES,
  STUDENT_MESSAGES,
  schoolPortalRegisterRequestSchema,
  schoolPortalRegisterResponseSchema,
  studentConfirmRequestSchema,
  studentStatusResponseSchema,
  studentVerificationRequestSchema,
  studentVerificationResponseSchema,
} from "@spc/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { idCheckRoutes } from "./id-check-routes";
import { registerThroughSchoolPortal, type SchoolPortal, signedTokenPortal } from "./school-portal";
import {
  claimCampusCard,
  confirmVerification,
  eligibility,
  emailMatchesSchool,
  listSchools,
  type StudentContext,
  schoolOfEmail,
  startVerification,
  studentStatusOf,
} from "./students";

const LIST_TTL_MS = 5 * 60_000;
const memberErrors = {
  401: errorEnvelopeSchema.describe("Not signed in"),
  403: errorEnvelopeSchema.describe("Not registered"),
} as const;
/** Student e-mail checks and campus claims (probing school addresses one by one). */
const perMember = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : request.ip;
const limited = { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: perMember } };
/** POST /student/verification and its confirm: each request e-mails a school address. */
const verificationLimited = {
  rateLimit: { max: 20, timeWindow: 15 * 60_000, keyGenerator: perMember },
};

/** School directory, student e-mail checks, verification and campus codes (decision 0041). */
export const studentRoutes: FastifyPluginAsyncZod<{ schoolPortal?: SchoolPortal }> = async (
  fastify,
  options,
) => {
  const schoolPortal =
    options.schoolPortal ?? signedTokenPortal(fastify.config.schoolPortal.secret);
  // The age and ID check (decision 0047) lives beside the student status it completes.
  await fastify.register(idCheckRoutes);
  const context: StudentContext = {
    db: fastify.database.db,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
  };
  const listCache = new Map<
    string,
    { at: number; data: Awaited<ReturnType<typeof listSchools>> }
  >();

  fastify.get(
    "/campus/list",
    {
      schema: {
        tags: ["users"],
        summary: "The school directory (universities, colleges, CEGEPs) with e-mail domains",
        querystring: campusListQuerySchema,
        response: {
          200: campusListResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const key = request.query.province ?? "";
      const hit = listCache.get(key);
      const data =
        hit && Date.now() - hit.at < LIST_TTL_MS
          ? hit.data
          : await listSchools(context.db, request.query.province);
      if (!hit || hit.data !== data) listCache.set(key, { at: Date.now(), data });
      reply.header("cache-control", "public, max-age=300");
      return { data };
    },
  );

  fastify.get(
    "/student/check-domain",
    {
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Whether an address's domain belongs to a school (or which school it belongs to)",
        description: `Answers from the directory only (no member data). Invalid: '${STUDENT_MESSAGES.domainValidationFailed}'.`,
        querystring: checkDomainQuerySchema,
        response: {
          200: checkDomainResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { student_email: email, school_id: schoolId } = request.query;
      const owner = schoolId
        ? (await emailMatchesSchool(context.db, email, schoolId))
          ? schoolId
          : null
        : await schoolOfEmail(context.db, email);
      return {
        data: {
          valid: owner !== null,
          school_id: owner,
          message: owner ? null : STUDENT_MESSAGES.domainValidationFailed,
        },
      };
    },
  );

  fastify.get(
    "/student/check-eligible-email",
    {
      preHandler: requireRegistered,
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Whether the signed-in member may verify this school address",
        description:
          "domain_validation_failed: the domain is not the school's; not_eligible: the address is verified by another member (members only, rate limited).",
        querystring: checkEligibleQuerySchema,
        response: {
          200: checkEligibleResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          404: errorEnvelopeSchema.describe("school_not_found"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      const verdict = await eligibility(context.db, {
        email: request.query.student_email,
        schoolId: request.query.school_id,
        userId: request.user!.id,
      });
      if (verdict.eligible) return { data: { eligible: true, reason: null, message: null } };
      return {
        data: {
          eligible: false,
          reason: verdict.reason,
          message:
            verdict.reason === "domain_validation_failed"
              ? STUDENT_MESSAGES.domainValidationFailed
              : "This school address cannot be used",
        },
      };
    },
  );

  fastify.post(
    "/student/verification",
    {
      preHandler: requireRegistered,
      config: verificationLimited,
      schema: {
        tags: ["users"],
        summary: "E-mail a one-time code and link to the member's school address",
        description:
          "The code and link work once, for 30 minutes; a new request replaces the previous one. At most 5 requests an hour per member and 3 per address (rate_limited). 400 domain_validation_failed, 409 not_eligible (address verified by another member).",
        body: studentVerificationRequestSchema,
        response: {
          200: studentVerificationResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          404: errorEnvelopeSchema.describe("school_not_found"),
          409: errorEnvelopeSchema.describe("not_eligible"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { expiresAt } = await startVerification(context, {
        userId: request.user!.id,
        email: request.body.student_email,
        schoolId: request.body.school_id,
      });
      return { data: { sent: true as const, expires_at: expiresAt.toISOString() } };
    },
  );

  fastify.post(
    "/student/verification/confirm",
    {
      preHandler: requireRegistered,
      config: verificationLimited,
      schema: {
        tags: ["users"],
        summary: "Confirm the school address with the e-mailed code or the link's token",
        description:
          "`code`: the member's latest request (5 wrong codes spend it). `token`: the link's token, only for the member who asked. 400 invalid_token or token_expired.",
        body: studentConfirmRequestSchema,
        response: {
          200: studentStatusResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("not_eligible"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      const body = request.body;
      const data = await confirmVerification(context, {
        userId: request.user!.id,
        ...("code" in body ? { code: body.code } : { token: body.token }),
      });
      return { data };
    },
  );

  fastify.get(
    "/student/status",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The signed-in member's verified student status (null when never verified)",
        response: { 200: studentStatusResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      personal(reply);
      return { data: await studentStatusOf(context.db, request.user!.id) };
    },
  );

  fastify.post(
    "/campus/claim",
    {
      preHandler: requireRegistered,
      config: limited,
      schema: {
        tags: ["users"],
        summary: "Take one of the school's remaining campus codes: a campus card",
        description: `Verified students only (409 not_eligible), one card per member (409 conflict). None left: 409 no_remaining_campus_code '${STUDENT_MESSAGES.noRemainingCampusCode}'.`,
        response: {
          200: campusClaimResponseSchema,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("not_eligible, conflict or no_remaining_campus_code"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await claimCampusCard(context.db, request.user!.id) }),
  );
  fastify.post(
    "/campus/register",
    {
      preHandler: requireRegistered,
      config: limited,
      schema: {
        tags: ["users"],
        summary: "School-portal registration: the portal's unique_token gives a campus card",
        description: `The token names the school (signed by its portal). A member who already holds a valid card: 409 conflict '${SCHOOL_PORTAL_MESSAGES.userHasActiveCard}'; a token not trusted: 400 invalid_token; a token or member already registered: 409 conflict; none left: 409 no_remaining_campus_code.`,
        body: schoolPortalRegisterRequestSchema,
        response: {
          200: schoolPortalRegisterResponseSchema,
          400: errorEnvelopeSchema.describe("invalid_token or validation_error"),
          ...memberErrors,
          404: errorEnvelopeSchema.describe("school_not_found"),
          409: errorEnvelopeSchema.describe("conflict or no_remaining_campus_code"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return {
        data: await registerThroughSchoolPortal(
          context.db,
          schoolPortal,
          request.user!.id,
          request.body.unique_token,
        ),
      };
    },
  );
};
