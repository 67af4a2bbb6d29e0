import { z } from "zod";

/** Student verification and the school directory (spec §7, docs/decisions/0041). */

export const STUDENT_CODE_LENGTH = 6;
/** Server messages of spec §8. */
export const STUDENT_MESSAGES = {
  domainValidationFailed: "domain validation failed",
  noRemainingCampusCode: "no remaining campus code",
} as const;

export const schoolKindSchema = z.enum(["university", "college", "cegep"]);

export const campusListQuerySchema = z.object({
  province: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const schoolSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  province: z.string(),
  kind: schoolKindSchema,
  domains: z.array(z.string()),
});
export type School = z.infer<typeof schoolSchema>;
export const campusListResponseSchema = z.object({ data: z.array(schoolSchema) });

const studentEmail = z.string().trim().min(3).max(254).email();
const schoolId = z.string().trim().min(1).max(64);

export const checkDomainQuerySchema = z.object({
  student_email: studentEmail,
  school_id: schoolId.optional(),
});
export const checkDomainResponseSchema = z.object({
  data: z.object({
    valid: z.boolean(),
    /** The school of the address's domain (the given one when it matches), null when none. */
    school_id: z.string().nullable(),
    message: z.string().nullable(),
  }),
});

export const checkEligibleQuerySchema = z.object({
  student_email: studentEmail,
  school_id: schoolId,
});
export const studentEligibilityReasonSchema = z.enum(["domain_validation_failed", "not_eligible"]);
export const checkEligibleResponseSchema = z.object({
  data: z.object({
    eligible: z.boolean(),
    reason: studentEligibilityReasonSchema.nullable(),
    message: z.string().nullable(),
  }),
});

export const studentVerificationRequestSchema = z.object({
  student_email: studentEmail,
  school_id: schoolId,
});
export const studentVerificationResponseSchema = z.object({
  data: z.object({ sent: z.literal(true), expires_at: z.string() }),
});

export const studentConfirmRequestSchema = z.union([
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
  z.object({ token: z.string().trim().min(16).max(128) }),
]);

export const studentStatusSchema = z.object({
  school_id: z.string(),
  school_name_en: z.string(),
  school_name_fr: z.string(),
  email: z.string(),
  verified_at: z.string(),
  expires_at: z.string(),
  /** False once expires_at has passed (the member verifies again). */
  active: z.boolean(),
  campus_card_claimed: z.boolean(),
  /** The school's campus codes left: the claim button shows while this is above 0 (0047). */
  campus_codes_remaining: z.number().int().min(0),
});
export type StudentStatus = z.infer<typeof studentStatusSchema>;
export const studentStatusResponseSchema = z.object({ data: studentStatusSchema.nullable() });

export const campusClaimResponseSchema = z.object({
  data: z.object({ card_number: z.string(), campus: z.string(), remaining: z.number().int() }),
});

// School-portal registration (spec §2.3 /campus/:id?, §4, §8; docs/decisions/0041).

export const SCHOOL_PORTAL_MESSAGES = {
  /** The 409 of a member who already holds a valid card: the web says "already registered". */
  userHasActiveCard: "user has active card",
  /** The web's alert for any other failure (spec §8). */
  registrationFailed: "School Portal Registration failed",
} as const;

export const schoolPortalRegisterRequestSchema = z.object({
  unique_token: z.string().trim().min(1).max(256),
});
export const schoolPortalRegisterResponseSchema = z.object({
  data: z.object({ card_number: z.string(), campus: z.string() }),
});

// ID verification (spec §4 "Age and ID check", §6, §2.8; docs/decisions/0047).

export const idVerificationStatusValues = ["none", "pending", "verified", "rejected"] as const;
export const idVerificationStatusSchema = z.enum(idVerificationStatusValues);
export type IdVerificationStatus = z.infer<typeof idVerificationStatusSchema>;
/** Why no check is asked (null when one is). */
export const idCheckSkipReasonSchema = z.enum([
  "not_active_member",
  "no_birth_date",
  "under_threshold",
  "verified",
  "pending",
]);
export type IdCheckSkipReason = z.infer<typeof idCheckSkipReasonSchema>;
export const idVerificationStateSchema = z.object({
  /** Spec §4: the web starts the ID verification flow only when this is true. */
  required: z.boolean(),
  skip_reason: idCheckSkipReasonSchema.nullable(),
  status: idVerificationStatusSchema,
  age_threshold: z.number().int(),
  started_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type IdVerificationState = z.infer<typeof idVerificationStateSchema>;
export const idVerificationStatusResponseSchema = z.object({ data: idVerificationStateSchema });
export const idVerificationStartResponseSchema = z.object({
  data: z.object({ status: z.literal("pending"), url: z.string() }),
});
/** The hosted service's webhook body (decision 0047): the session and its outcome. */
export const idVerificationWebhookSchema = z.object({
  type: z.enum(["verification.verified", "verification.rejected"]),
  session_id: z.string().trim().min(1).max(200),
});

// Back office: the campus-code stock of each school (decision 0047).

export const MAX_CAMPUS_CODES = 1_000_000;
export const adminSchoolSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  province: z.string(),
  kind: schoolKindSchema,
  campus_codes_remaining: z.number().int().min(0),
  /** Campus cards already issued to the school's students. */
  campus_cards_claimed: z.number().int().min(0),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;
export const adminSchoolsResponseSchema = z.object({ schools: z.array(adminSchoolSchema) });
export const adminSchoolParamsSchema = z.object({ id: schoolId });
/** Either a new stock (`remaining`) or codes added to it (`add`, at least 1). */
export const campusCodesChangeSchema = z.union([
  z.object({ remaining: z.number().int().min(0).max(MAX_CAMPUS_CODES) }).strict(),
  z.object({ add: z.number().int().min(1).max(MAX_CAMPUS_CODES) }).strict(),
]);
export type CampusCodesChange = z.infer<typeof campusCodesChangeSchema>;
export const adminSchoolResponseSchema = z.object({ school: adminSchoolSchema });
