import { z } from "zod";
import { COBRANDS } from "./card-constants";
import { calendarDateSchema } from "./wire";

// COBRANDS, Cobrand and CARD_STATUS_ACTIVE live in card-constants.ts (zod-free, for the web).
export const cobrandSchema = z.enum(COBRANDS);

/**
 * A membership card (spec §3). `card_number` is 13–16 digits because existing cards registered by
 * hand may be shorter than the 16 of a sold card. `expiry_date` is the last calendar day the card
 * is valid (null when the server gives none, then `is_expired` alone decides). `campus` names the
 * campus of a campus card.
 */
export const cardSchema = z.object({
  card_number: z.string().regex(/^\d{13,16}$/),
  csv: z.string().regex(/^\d{3,4}$/),
  cobrand: cobrandSchema,
  status: z.string(),
  is_expired: z.boolean(),
  expiry_date: calendarDateSchema.nullable(),
  is_primary: z.boolean(),
  is_g_ticket: z.boolean(),
  is_online_purchased: z.boolean(),
  campus: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/** Which special kind a card is (spec §3 "Special-card result"): gold ticket, high school or VIP. */
export const specialCardResultSchema = z.object({
  is_g_ticket: z.boolean(),
  is_highschool: z.boolean(),
  is_vip_card: z.boolean(),
});
export type SpecialCardResult = z.infer<typeof specialCardResultSchema>;
