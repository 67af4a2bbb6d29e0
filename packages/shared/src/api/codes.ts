import { z } from "zod";
import { codeModeSchema, codeTypeSchema } from "../entities/codes";
import { languageSchema } from "../entities/locale";
import { timestampSchema } from "../entities/wire";

/*
 * Contract of the code and link reveals of the offers service (spec §7), mounted at /api/offers:
 * GET /v2/offers/{id}/code, GET /v2/offers/{id}/url, DELETE /redeemedcode/{id}. Every call needs a
 * session; the member is always the signed-in user (see the offer-codes decision record in docs/decisions).
 */

const queryFlag = z.preprocess(
  (value) =>
    value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value,
  z.boolean(),
);

/** `{id}` of the three routes: an offer id as text (anything non-numeric is an unknown offer). */
export const offerCodeParamsSchema = z.object({ id: z.string().min(1).max(40) });

/**
 * GET /v2/offers/{id}/code. `is_online` (the member redeems online rather than in store) and
 * `is_website` (asked from the website rather than the extension or app) describe the context of
 * the reveal: they are recorded with it and do not change which code is served.
 */
export const offerCodeQuerySchema = z.object({
  is_online: queryFlag.optional(),
  is_website: queryFlag.optional(),
  /** Language of the partner link in the answer; defaults to the profile language, then en. */
  language: languageSchema.optional(),
});

/**
 * The revealed code (spec §3 "Promo code response": code). `code` is null for code mode
 * no_code (the offer link is the whole redemption); `url` is the partner link when the offer has
 * one (offer_url, or offer_url_fr in French), else null.
 */
export const offerCodeResponseSchema = z.object({
  offer_id: z.number().int(),
  code: z.string().nullable(),
  code_mode: codeModeSchema,
  code_type: codeTypeSchema,
  url: z.string().nullable(),
  revealed_at: timestampSchema,
});
export type OfferCodeResponse = z.infer<typeof offerCodeResponseSchema>;

/** GET /v2/offers/{id}/url?language=en|fr (defaults to the profile language, then en). */
export const offerUrlQuerySchema = z.object({ language: languageSchema.optional() });

export const offerUrlResponseSchema = z.object({
  offer_id: z.number().int(),
  url: z.string(),
  language: languageSchema,
});
export type OfferUrlResponse = z.infer<typeof offerUrlResponseSchema>;

/**
 * DELETE /redeemedcode/{id}: `{id}` is the offer id. Clears the member's revealed code for that
 * offer (the UI stops showing it); the reveal history is kept and a unique code stays assigned to
 * the member — revealing again gives the same code. Idempotent: `cleared` counts the records
 * cleared by this call (0 when there was nothing to clear).
 */
export const redeemedCodeDeleteResponseSchema = z.object({
  offer_id: z.number().int(),
  cleared: z.number().int().nonnegative(),
});
