import { z } from "zod";

/** A partner brand (spec §3). `url_name` is the slug of `/deals/:partnerUrlName`. */
export const partnerSchema = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  url_name: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;
