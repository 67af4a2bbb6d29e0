import { z } from "zod";
import { timestampSchema } from "../entities/wire";
import {
  CONTEST_AUDIENCES,
  CONTEST_ENTRY_KINDS,
  CONTEST_PHOTO_STATUSES,
  CONTEST_STATES,
} from "./contests-constants";

/*
 * Contract of the contests (offers service, /api/offers…, spec §7; docs/decisions/0039-contests.md).
 * A contest's eligibility and its form's questions are data (rows of the database), so a new contest
 * (a Quebec one with its own rules, a plus-only one) needs no code.
 */

const provinceSchema = z.string().regex(/^[A-Z]{2}$/);

/** Who may enter (data, not code). Provinces are two-letter codes; null means everywhere. */
export const contestEligibilitySchema = z.object({
  audience: z.enum(CONTEST_AUDIENCES),
  min_age: z.number().int().min(0).max(120).nullable(),
  provinces: z.array(provinceSchema).nullable(),
  excluded_provinces: z.array(provinceSchema),
});
export type ContestEligibility = z.infer<typeof contestEligibilitySchema>;

/** One question of a form contest; its answer is validated by `answersSchemaOf`. */
export const contestQuestionSchema = z.discriminatedUnion("kind", [
  z.object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    kind: z.literal("text"),
    label_en: z.string(),
    label_fr: z.string(),
    required: z.boolean(),
    max_length: z.number().int().min(1).max(2000),
  }),
  z.object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    kind: z.literal("choice"),
    label_en: z.string(),
    label_fr: z.string(),
    required: z.boolean(),
    options: z.array(z.object({ value: z.string(), label_en: z.string(), label_fr: z.string() })),
  }),
  z.object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    kind: z.literal("consent"),
    label_en: z.string(),
    label_fr: z.string(),
    required: z.boolean(),
  }),
]);
export type ContestQuestion = z.infer<typeof contestQuestionSchema>;

/** The zod schema of one form's answers, built from its questions (unknown keys refused). */
export function answersSchemaOf(questions: readonly ContestQuestion[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const question of questions) {
    let field: z.ZodType;
    if (question.kind === "text") field = z.string().trim().min(1).max(question.max_length);
    else if (question.kind === "choice") {
      const values = question.options.map((option) => option.value);
      field = z.string().refine((value) => values.includes(value), "Not one of the choices");
    } else field = question.required ? z.literal(true) : z.boolean();
    shape[question.key] = question.required ? field : field.optional();
  }
  return z.strictObject(shape);
}

export const contestPrizeSchema = z.object({
  name_en: z.string(),
  name_fr: z.string(),
  quantity: z.number().int().min(1),
  /** The 12-days calendar: the prize of that day (1-based) of the contest; null otherwise. */
  day: z.number().int().min(1).nullable(),
});

/** A contest as listed (spec §3: numeric `id` for routes, string `contest_id` for registration). */
export const contestSummarySchema = z.object({
  id: z.number().int(),
  contest_id: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  opens_at: timestampSchema,
  closes_at: timestampSchema,
  state: z.enum(CONTEST_STATES),
  entry_kind: z.enum(CONTEST_ENTRY_KINDS),
  eligibility: contestEligibilitySchema,
  prizes: z.array(contestPrizeSchema),
  image_url: z.string().nullable(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

export const contestsResponseSchema = z.object({ contests: z.array(contestSummarySchema) });

export const contestEntrySchema = z.object({
  id: z.number().int(),
  contest_id: z.string(),
  created_at: timestampSchema,
  photo_status: z.enum(CONTEST_PHOTO_STATUSES).nullable(),
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

/** GET /contestPage: the contest, its questions, and the signed-in member's entry (or null). */
export const contestPageResponseSchema = z.object({
  contest: contestSummarySchema,
  questions: z.array(contestQuestionSchema),
  entry: contestEntrySchema.nullable(),
  /** Approved shared photos (travel-photo contest), newest first. */
  photos: z.array(z.object({ entry_id: z.number().int(), url: z.string() })),
});

export const contestPageHeadersSchema = z.object({
  contest_id: z.string().min(1).max(80),
  /** The legacy caller's own id: accepted and ignored (the member is always the session's). */
  id: z.string().max(200).optional(),
});

export const contestRegisterRequestSchema = z.object({
  contest_id: z.string().min(1).max(80),
  /** Form contests: the answers to the contest's questions; match game: `{ completed: true }`. */
  answers: z.record(z.string(), z.unknown()).optional(),
});

/** `created` false: the member had already entered (a replay or double click is one entry). */
export const contestRegisterResponseSchema = z.object({
  entry: contestEntrySchema,
  created: z.boolean(),
});

export const contestRulesParamsSchema = z.object({ id: z.string().min(1).max(80) });

export const contestRulesResponseSchema = z.object({
  id: z.number().int(),
  contest_id: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  rule_en: z.string(),
  rule_fr: z.string(),
});

export const btsOrderQuerySchema = z.object({ firebase_uid: z.string().max(200).optional() });

/** GET /contest/bts/order: does the member's order count as a back-to-school contest entry. */
export const btsOrderResponseSchema = z.object({
  contest: contestSummarySchema.nullable(),
  has_order: z.boolean(),
  entered: z.boolean(),
});
