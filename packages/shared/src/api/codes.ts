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

/**
 * Error codes of the reveal routes (the offer ones — offer_not_found, offer_delisted,
 * offer_expired — are OFFER_ERRORS, as on the offer detail). Messages are the English text of
 * the envelope; the web shows its own translation for the code.
 */
export const CODE_ERRORS = {
  /** 403: signed in but no active, unexpired card. */
  membershipRequired: {
    code: "membership_required",
    message: "A valid membership card is required",
  },
  /** 403: SPC+ offer (is_spc_plus) and the member is not a plus member. */
  plusMembershipRequired: {
    code: "plus_membership_required",
    message: "This offer is exclusive to SPC+ members",
  },
  /** 409: the unique pool is exhausted, the random pool is empty, or no static code is set. */
  noCodeLeft: { code: "no_code_left", message: "No code left for this offer" },
  /** 404: neither the offer nor its partner has a web address. */
  noOfferUrl: { code: "offer_url_not_found", message: "This offer has no link" },
  /** 409: a limited-time offer whose window (lto_start_date) has not opened yet. */
  notStarted: { code: "offer_not_started", message: "This limited-time offer has not started yet" },
  /** 410: a limited-time offer whose window (lto_end_date) has closed. */
  ended: { code: "offer_ended", message: "This limited-time offer has ended" },
} as const;
export type CodeErrorCode = (typeof CODE_ERRORS)[keyof typeof CODE_ERRORS]["code"];
