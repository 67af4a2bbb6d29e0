import { z } from "zod";
import { timestampSchema } from "../entities/wire";
import { dbIdParamSchema } from "../rules/storable";
import { STAFF_ROLES } from "./admin-constants";

/* Contract of the back office (/api/admin/*, decision 0042). */

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** GET /api/admin/me: who is signed in to the back office. */
export const staffMeResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  two_factor_enabled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeResponseSchema>;

const cursorSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET /api/admin/audit: newest first, `before` = the last id of the previous page. */
export const auditQuerySchema = z.object({
  entity_type: z.string().max(40).optional(),
  entity_id: z.string().max(80).optional(),
  actor_id: z.string().max(80).optional(),
  action: z.string().max(40).optional(),
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
  before: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor_id: z.string(),
  actor_email: z.string(),
  actor_role: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});

export const offerIdParamsSchema = z.object({ id: dbIdParamSchema });
export const partnerIdParamsSchema = z.object({ id: dbIdParamSchema });

const problemCount = <T extends z.ZodType>(sample: T) =>
  z.object({ count: z.number().int(), samples: z.array(sample) });

/** POST /api/admin/offers/{id}/codes: what a code file did (all or nothing). */
export const codeImportReportSchema = z.object({
  status: z.enum(["imported", "rejected"]),
  read: z.number().int(),
  imported: z.number().int(),
  invalid: problemCount(
    z.object({
      line: z.number().int(),
      problem: z.enum(["too_long", "bad_characters"]),
      value: z.string(),
    }),
  ),
  duplicates_in_file: problemCount(
    z.object({ code: z.string(), lines: z.array(z.number().int()) }),
  ),
  duplicates_in_pool: problemCount(z.object({ code: z.string(), line: z.number().int() })),
});
export type CodeImportReportBody = z.infer<typeof codeImportReportSchema>;

export const poolLevelSchema = z.object({
  offer_id: z.number().int(),
  offer_title_en: z.string(),
  offer_title_fr: z.string(),
  partner_name: z.string(),
  code_type: z.enum(["upload_unique", "upload_random"]),
  total: z.number().int(),
  free: z.number().int(),
  alert_threshold: z.number().int().nullable(),
});
export const poolLevelsResponseSchema = z.object({ pools: z.array(poolLevelSchema) });

/** PUT /api/admin/offers/{id}/codes/alert: e-mail staff when free codes fall to `threshold`. */
export const poolAlertRequestSchema = z.object({
  threshold: z.number().int().min(0).max(1_000_000).nullable(),
});

/** GET /api/admin/partners/{id}/reveals.csv: reveals in [from, to) for the partner's invoice. */
export const revealExportQuerySchema = z
  .object({ from: timestampSchema, to: timestampSchema })
  .refine((range) => Date.parse(range.from) < Date.parse(range.to), {
    message: "from must be before to",
    path: ["to"],
  });
