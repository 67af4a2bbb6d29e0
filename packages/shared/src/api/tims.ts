import { z } from "zod";
import { sameEmail } from "../rules/email";
import { offerCardSchema } from "./offers";

/** Coffee-chain rewards linking (spec §3, §5, §7, §8; docs/decisions/0046). */

const rewardsEmail = z.string().trim().min(3).max(254).pipe(z.email());

/**
 * POST users/tims-linking: `th_email`, and optionally its confirmation. When the confirmation is
 * sent it must match (trimmed, case-insensitive), as the form's §5 rule requires.
 */
export const timsLinkRequestSchema = z
  .object({
    th_email: rewardsEmail,
    th_email_confirmation: z.string().trim().max(254).optional(),
  })
  .refine(
    (body) =>
      body.th_email_confirmation === undefined ||
      sameEmail(body.th_email, body.th_email_confirmation),
    {
      path: ["th_email_confirmation"],
      message: "Please enter a valid email address and both emails must match",
    },
  );
export type TimsLinkRequest = z.infer<typeof timsLinkRequestSchema>;

/** GET/POST users/tims-linking: `Linked` (the spec's field) and, when linked, the account e-mail. */
export const timsLinkingResponseSchema = z.object({
  Linked: z.boolean(),
  th_email: z.string().nullable(),
  linked_at: z.string().nullable(),
});
export type TimsLinkingResponse = z.infer<typeof timsLinkingResponseSchema>;

/** POST users/th-pre-link: the rewards e-mail the member means to link. */
export const timsPreLinkRequestSchema = z.object({ th_email: rewardsEmail });

/** GET/POST users/th-pre-link: `Linked` (the full link) and the pending pre-link e-mail. */
export const timsPreLinkResponseSchema = z.object({
  Linked: z.boolean(),
  th_email: z.string().nullable(),
});
export type TimsPreLinkResponse = z.infer<typeof timsPreLinkResponseSchema>;

/** GET users/th-active-offer: the coffee-chain partner's current offer, null when it has none. */
export const timsActiveOfferResponseSchema = z.object({ data: offerCardSchema.nullable() });
export type TimsActiveOfferResponse = z.infer<typeof timsActiveOfferResponseSchema>;
