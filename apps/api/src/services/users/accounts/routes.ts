import {
  deleteUserResponseSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  profileResponseSchema,
  profileUpdateRequestSchema,
  RECENT_LOGIN_MINUTES,
  registerRequestSchema,
  registerResponseSchema,
  updateLanguageRequestSchema,
  updateLanguageResponseSchema,
  userIsRegisteredResponseSchema,
} from "@spc/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { isRealPostal } from "../../../lib/provinces";
import { signUpTracking, utmFromHeader } from "../../../lib/utm-header";
import { requireRegistered, requireUser } from "../../../plugins/auth";
import { recordMemberConsent, setMemberOptIn } from "../newsletter/member-opt-in";
import { studentStatusOf } from "../students/students";
import { createAccountsRepository, toMemberProfile } from "./repository";

const authErrors = { 401: errorEnvelopeSchema.describe("Not signed in (unauthorized)") };
const registeredErrors = {
  ...authErrors,
  403: errorEnvelopeSchema.describe("Signed in but not registered (not_registered)"),
};

/**
 * Registration, profile, language and account deletion (spec §7 users service). The member is
 * always the session's user: `firebase_uid` / `firebaseUid` are accepted and ignored.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createAccountsRepository(fastify.database.db, fastify.config.country);
  const country = fastify.config.country;

  function checkPostal(postal: string | null | undefined) {
    if (postal && !isRealPostal(postal, country)) {
      throw new AppError(ERROR_CODES.invalidPostal, "Invalid postal code");
    }
  }

  fastify.get(
    "/register",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "Registration result and referral fields of the signed-in user",
        response: { 200: registerResponseSchema, ...authErrors, ...commonErrorResponses },
      },
    },
    async (request) => repository.registerResponse(request.user!.id),
  );

  const registerSchema = {
    tags: ["users"],
    summary: "Register the signed-in identity (create its profile)",
    description:
      "Creates the profile of spec §3 from `profile`; the e-mail comes from the identity. 409 already_registered when a profile exists; 400 invalid_postal.",
    body: registerRequestSchema,
    response: {
      201: registerResponseSchema,
      ...validationErrorResponse,
      ...authErrors,
      409: errorEnvelopeSchema.describe("Already registered (already_registered)"),
      ...commonErrorResponses,
    },
  };
  for (const url of ["/register", "/v2/user/register"]) {
    fastify.post(
      url,
      { preHandler: requireUser, schema: registerSchema },
      async (request, reply) => {
        const user = request.user!;
        checkPostal(request.body.profile.postal);
        const created = await repository.createProfile(
          user,
          request.body.profile,
          signUpTracking(request.body.tracking, utmFromHeader(request.headers.utm, new Date())),
        );
        if (!created) {
          throw new AppError(ERROR_CODES.alreadyRegistered, "already registered");
        }
        if (request.body.profile.email_opt_in) {
          // The sign-up form's opt-in box is a consent like any other (CASL proof).
          await recordMemberConsent(fastify.database.db, {
            userId: user.id,
            emailLower: user.email.toLowerCase(),
            optIn: true,
            source: "sign_up",
            ipAddress: request.ip,
          });
        }
        return reply.code(201).send(await repository.registerResponse(user.id));
      },
    );
  }

  fastify.get(
    "/v2/user/register",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Get the signed-in member's profile",
        response: { 200: profileResponseSchema, ...registeredErrors, ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await repository.findProfile(request.user!.id);
      if (!row) throw AppError.notFound();
      const student = await studentStatusOf(fastify.database.db, request.user!.id);
      return { profile: toMemberProfile(row), student };
    },
  );

  fastify.put(
    "/v2/user/register",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Update the signed-in member's profile (fields given only)",
        body: profileUpdateRequestSchema,
        response: {
          200: profileResponseSchema,
          ...validationErrorResponse,
          ...registeredErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { email_opt_in: optIn, ...profile } = request.body.profile;
      checkPostal(profile.postal);
      if (optIn !== undefined) {
        // Through the one path that records the consent when the choice changes.
        await setMemberOptIn(fastify.database.db, {
          userId: request.user!.id,
          optIn,
          source: "profile",
          ipAddress: request.ip,
        });
      }
      const row = await repository.updateProfile(request.user!.id, profile);
      if (!row) throw AppError.notFound();
      return { profile: toMemberProfile(row) };
    },
  );

  fastify.get(
    "/userIsRegistered",
    {
      schema: {
        tags: ["users"],
        summary: "Registration result (auth optional: a visitor gets all false)",
        response: { 200: userIsRegisteredResponseSchema, ...commonErrorResponses },
      },
    },
    async (request) => repository.registration(request.user?.id ?? null),
  );

  fastify.put(
    "/user/update_language",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "Save the interface language (profile and e-mails); always en in the US build",
        body: updateLanguageRequestSchema,
        response: {
          200: updateLanguageResponseSchema,
          ...validationErrorResponse,
          ...authErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({
      data: { language: await repository.updateLanguage(request.user!.id, request.body.language) },
    }),
  );

  fastify.delete(
    "/deleteUser",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "Delete the signed-in account and all its personal data",
        description: `Needs a sign-in or a reauthentication (POST /api/auth/reauthenticate) in the last ${RECENT_LOGIN_MINUTES} minutes, else 403 reauthentication_required. Every session of the account is revoked. \`firebaseUid\` is ignored.`,
        querystring: z.object({ firebaseUid: z.string().optional() }),
        response: {
          200: deleteUserResponseSchema,
          ...authErrors,
          403: errorEnvelopeSchema.describe("Sign in again first (reauthentication_required)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      requireRecentLogin(request);
      // Sessions cached in Redis (REDIS_URL) go first; the user row's cascade removes the rest.
      const context = await fastify.auth.$context;
      await context.internalAdapter.deleteUserSessions(request.user!.id);
      await repository.deleteAccount(request.user!);
      const cookie = context.authCookies.sessionToken;
      reply.header(
        "set-cookie",
        `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookie.attributes.secure ? "; Secure" : ""}`,
      );
      return { data: { deleted: true as const } };
    },
  );
};

function requireRecentLogin(request: FastifyRequest) {
  const session = request.authSession;
  const since = Date.now() - RECENT_LOGIN_MINUTES * 60_000;
  const last = Math.max(
    session?.createdAt.getTime() ?? 0,
    session?.reauthenticatedAt?.getTime() ?? 0,
  );
  if (last < since) {
    throw new AppError(
      ERROR_CODES.reauthenticationRequired,
      "Please confirm your password before deleting your account",
    );
  }
}
