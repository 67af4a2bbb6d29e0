import { z } from "zod";
import { adsModalRecordSchema, emailOptRecordSchema } from "../entities/ads";

/*
 * Marketing e-mail subscription (spec §7 POST /subscribe, §8 subscribe messages; issue 19,
 * decision 0044). Double opt-in: the address counts once confirmed from the e-mailed link.
 */

/** The version of the consent wording shown beside the sign-up field (kept with each consent). */
export const NEWSLETTER_CONSENT_VERSION = "newsletter-2026-11";

export const NEWSLETTER_SOURCES = ["popup", "footer", "profile", "page"] as const;

export const subscribeRequestSchema = z.object({
  email: z.email().max(254),
  device_id: z.string().trim().max(120).optional(),
  language: z.enum(["en", "fr"]).default("en"),
  source: z.enum(NEWSLETTER_SOURCES).default("popup"),
});

/**
 * §8 by server message: already_sub (a confirmed subscriber), already_member (an account has this
 * address: its preferences live in the profile), else confirmation_sent (the web's default alert:
 * check your inbox). A pending address gets its confirmation again at most every 10 minutes.
 */
export const SUBSCRIBE_RESULTS = ["already_sub", "already_member", "confirmation_sent"] as const;
export const subscribeResponseSchema = z.object({ result: z.enum(SUBSCRIBE_RESULTS) });

/**
 * POST /v2/user/email-opt-in: the simple e-mail opt-in of a signed-in member (spec §2.8) — their
 * account's address, one click, recorded as consent; no confirmation e-mail (decision 0055).
 */
export const memberEmailOptInRequestSchema = z.object({ email_opt_in: z.literal(true) });
export const memberEmailOptInResponseSchema = z.object({ email_opt_in: z.boolean() });

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const newsletterTokenSchema = z.object({ token: tokenSchema });

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/** GET /newsletter/preferences?token= (the unsubscribe token of every marketing e-mail). */
export const newsletterPreferencesSchema = z.object({
  /** Masked (j•••@example.com): a forwarded e-mail's link does not reveal the whole address. */
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
});

export const newsletterPreferencesUpdateSchema = z.object({
  token: tokenSchema,
  subscribed: z.boolean(),
});

/*
 * The pop-up records of spec §7 (GET /api/users/ads-modal/all, GET /api/users/emailopt/all),
 * already filtered to the viewer's tier (decision 0045).
 */
export const adsModalAllResponseSchema = z.object({ data: z.array(adsModalRecordSchema) });
export const emailOptAllResponseSchema = z.object({ data: z.array(emailOptRecordSchema) });
