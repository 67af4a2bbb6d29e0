import { z } from "zod";
import { accessTokenRequestSchema } from "../entities/access-token";
import { genderSchema } from "../entities/gender";
import { languageSchema } from "../entities/locale";
import { profileSchema } from "../entities/profile";
import { referralSchema, registrationResultSchema } from "../entities/registration";
import { schoolTypeSchema } from "../entities/school";
import { trackingSchema } from "../entities/utm";
import { calendarDateSchema, timestampSchema } from "../entities/wire";
import { dbIntegerSchema } from "../rules/storable";
import { studentStatusSchema } from "./students";

// Users service (spec §7) — accounts part. Every member route takes the member from the session;
// `firebase_uid` / `firebaseUid` are accepted for compatibility with the spec's calls and ignored.

/** Consecutive failed e-mail sign-ins that lock an account. */
export const LOCKOUT_MAX_FAILURES = 5;
/** How long a lock lasts unless the e-mailed unlock link is used first. */
export const LOCKOUT_MINUTES = 15;
/** Minimum time between two verification e-mails to the same account. */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
/** Sensitive changes (account deletion) need a sign-in or reauthentication this recent. */
export const RECENT_LOGIN_MINUTES = 10;

const ignoredUid = z.string().optional().describe("Ignored: the member comes from the session");

/**
 * Alerts already acknowledged by the member: the policy notice level (spec §4) and whether the
 * new-member promotion was offered (spec §2.8; decision 0053), once per member on any device.
 */
export const profileAlertsSchema = z.object({
  policy: dbIntegerSchema.nonnegative(),
  new_member_promo: z.boolean().optional(),
});
export type ProfileAlerts = z.infer<typeof profileAlertsSchema>;

/**
 * Alerts a member writes: only the ones given change, the others are kept (the policy dialog and
 * the new-member promotion each write their own). "Offered" is one-way: only `true` is accepted.
 */
export const profileAlertsInputSchema = z
  .object({
    policy: dbIntegerSchema.nonnegative(),
    new_member_promo: z.literal(true),
  })
  .partial()
  .strict();

/** The profile as the API returns it: spec §3 Profile plus `alerts`. */
export const memberProfileSchema = profileSchema.extend({ alerts: profileAlertsSchema });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** Profile fields a member may write (e-mail comes from the identity, referral fields are ours). */
export const profileInputSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  gender: genderSchema.nullable().optional(),
  language: languageSchema.optional(),
  postal: z.string().trim().max(10).nullable().optional(),
  birth_date: calendarDateSchema.nullable().optional(),
  school_type: schoolTypeSchema.nullable().optional(),
  school_name: z.string().trim().max(200).nullable().optional(),
  referred_by: z.string().trim().max(64).nullable().optional(),
  email_opt_in: z.boolean().optional(),
  theme_id: dbIntegerSchema.nullable().optional(),
  international: z.boolean().optional(),
  province: z.string().trim().max(64).nullable().optional(),
  alerts: profileAlertsInputSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** POST /register and POST /v2/user/register. */
export const registerRequestSchema = z.object({
  firebase_uid: ignoredUid,
  profile: profileInputSchema,
  tracking: trackingSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** GET /register, and the answer of POST /register: registration result + referral fields. */
export const registerResponseSchema = registrationResultSchema.extend({
  referral_code: referralSchema.shape.referral_code.nullable(),
  referral_count: referralSchema.shape.referral_count,
  referral_redemption_count: referralSchema.shape.referral_redemption_count,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /userIsRegistered (auth optional: a visitor gets all false). */
export const userIsRegisteredResponseSchema = registrationResultSchema;

/** GET and PUT /v2/user/register. */
export const profileResponseSchema = z.object({
  profile: memberProfileSchema,
  /** The verified student status (decision 0041); GET only, null when never verified. */
  student: studentStatusSchema.nullable().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export const profileUpdateRequestSchema = z.object({
  firebase_uid: ignoredUid,
  profile: profileInputSchema.partial(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** PUT /user/update_language. */
export const updateLanguageRequestSchema = z.object({ language: languageSchema });
export const updateLanguageResponseSchema = z.object({
  data: z.object({ language: languageSchema }),
});

/** DELETE /deleteUser (body or query `firebaseUid` ignored). */
export const deleteUserResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });

const emailField = z.string().trim().min(1).max(254);

/** POST /passwordIsValid — checks credentials like a sign-in does, without a session. */
export const passwordIsValidRequestSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(128),
});
export const passwordIsValidResponseSchema = z.object({
  data: z.object({ is_valid: z.boolean() }),
});

/** Lock state of an e-mail address (the same answer whether an account exists or not). */
export const loginStateSchema = z.object({
  is_allowed: z.boolean(),
  failed_attempts: z.number().int().nonnegative(),
  remaining_attempts: z.number().int().nonnegative(),
  locked_until: timestampSchema.nullable(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

/** POST /isAllowedLogin and POST /updateLoginFailAttempt. */
export const loginEmailRequestSchema = z.object({ email: emailField });
export const loginStateResponseSchema = z.object({ data: loginStateSchema });

/** POST /unlock-account — the token of the e-mailed unlock link. */
export const unlockAccountRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const unlockAccountResponseSchema = z.object({
  data: z.object({ unlocked: z.literal(true) }),
});

/** POST /user/verifyemail — the `verifyToken` of the verification link. */
export const verifyEmailRequestSchema = z.object({ verifyToken: z.string().min(1).max(2000) });
export const verifyEmailResponseSchema = z.object({
  data: z.object({ email_verified: z.literal(true), message: z.string() }),
});

/** POST /user/accesstoken — (re)sends the verification e-mail; card_number/utm_data kept for later. */
export const accessTokenBodySchema = accessTokenRequestSchema;
export const accessTokenResponseSchema = z.object({
  data: z.object({
    message: z.string(),
    sent: z.boolean(),
    email_verified: z.boolean(),
    rate_limited: z.boolean(),
    retry_after_seconds: z.number().int().nonnegative(),
  }),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** GET /update/resendratelimit. */
export const resendRateLimitResponseSchema = z.object({
  data: z.object({
    rate_limited: z.boolean(),
    retry_after_seconds: z.number().int().nonnegative(),
  }),
});

/** GET /verification-status. */
export const verificationStatusResponseSchema = z.object({
  data: z.object({
    email_verified: z.boolean(),
    verification_sent: z.boolean(),
    verification_sent_at: timestampSchema.nullable(),
  }),
});

/** A province or territory (or a US state in the US build). */
export const provinceSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
});
export const provincesResponseSchema = z.object({ data: z.array(provinceSchema) });

/** GET /validate/postal/{postal}. */
export const postalParamsSchema = z.object({ postal: z.string().max(20) });

/** POST /api/auth/reauthenticate — before sensitive changes (spec §5). */
export const reauthenticateRequestSchema = z.object({
  providerId: z.string(),
  email: z.string().nullable().optional(),
  password: z.string().nullable().optional(),
});
export const reauthenticateResponseSchema = z.object({
  data: z.object({ reauthenticated: z.literal(true), reauthenticated_at: timestampSchema }),
});
