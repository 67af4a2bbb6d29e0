import { z } from "zod";

/** A contest (spec §3): numeric `id` for routes, string `contest_id` for registration. */
export const contestSchema = z.object({
  id: z.number().int(),
  contest_id: z.string(),
});

/** A contest's rules in both languages, markdown. */
export const contestRulesSchema = z.object({
  rule_en: z.string(),
  rule_fr: z.string(),
});
