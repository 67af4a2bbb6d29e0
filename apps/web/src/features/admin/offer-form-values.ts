import {
  type AdminOffer,
  type CodeMode,
  type CodeType,
  codeModeSchema,
  codeTypeSchema,
  offerBodySchema,
  offerFieldProblems,
} from "@spc/shared";
import { z } from "zod";
import { throughSchema } from "./through-schema";

/**
 * The offer form's values as the controls hold them (text for numbers and moments, the empty
 * string for "none"), turned into the shared offerBodySchema in front of the resolver, so the
 * form checks exactly what the API checks.
 */
export interface OfferFormValues {
  partner_id: string;
  category_id: string;
  subcategory_ids: number[];
  tag_ids: number[];
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  legal_en: string;
  legal_fr: string;
  online: boolean;
  in_store: boolean;
  is_spc_plus: boolean;
  is_new_offer: boolean;
  is_limited_time: boolean;
  lto_start_date: string;
  lto_end_date: string;
  start_date: string;
  end_date: string;
  discount_rank: string;
  discount_value: string;
  discount_label_en: string;
  discount_label_fr: string;
  code_type: CodeType;
  code_mode: CodeMode;
  static_code: string;
  offer_url: string;
  offer_url_fr: string;
}

export type OfferFieldName = keyof OfferFormValues;

export const OFFER_FIELDS = [
  "partner_id",
  "category_id",
  "subcategory_ids",
  "tag_ids",
  "title_en",
  "title_fr",
  "description_en",
  "description_fr",
  "legal_en",
  "legal_fr",
  "online",
  "in_store",
  "is_spc_plus",
  "is_new_offer",
  "is_limited_time",
  "lto_start_date",
  "lto_end_date",
  "start_date",
  "end_date",
  "discount_rank",
  "discount_value",
  "discount_label_en",
  "discount_label_fr",
  "code_type",
  "code_mode",
  "static_code",
  "offer_url",
  "offer_url_fr",
] as const satisfies readonly OfferFieldName[];

/** A moment as a datetime-local control shows it (the browser's time zone), or "". */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the API's timestamp, or null when empty or not a moment. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Whether the offer shows one code to everyone (the static_code field matters). */
export function needsStaticCode(type: CodeType, mode: CodeMode): boolean {
  const pooled = mode === "random" || mode === "unique";
  return mode === "static" || (pooled && type === "static");
}

/** Whether the offer's codes come from an uploaded file (the code pool's import applies). */
export function hasUploadedPool(type: CodeType): boolean {
  return type === "upload_unique" || type === "upload_random";
}

/** A new offer's form: starts today, online, no code, nothing chosen yet. */
export function newOfferValues(now: Date = new Date(), partnerId = ""): OfferFormValues {
  const start = new Date(now);
  start.setSeconds(0, 0);
  return {
    partner_id: partnerId,
    category_id: "",
    subcategory_ids: [],
    tag_ids: [],
    title_en: "",
    title_fr: "",
    description_en: "",
    description_fr: "",
    legal_en: "",
    legal_fr: "",
    online: true,
    in_store: false,
    is_spc_plus: false,
    is_new_offer: true,
    is_limited_time: false,
    lto_start_date: "",
    lto_end_date: "",
    start_date: toLocalInput(start.toISOString()),
    end_date: "",
    discount_rank: "0",
    discount_value: "",
    discount_label_en: "",
    discount_label_fr: "",
    code_type: "static",
    code_mode: "no_code",
    static_code: "",
    offer_url: "",
    offer_url_fr: "",
  };
}

/** An offer as stored, in the form's terms. */
export function offerToValues(offer: AdminOffer): OfferFormValues {
  return {
    partner_id: String(offer.partner_id),
    category_id: String(offer.category_id),
    subcategory_ids: [...offer.subcategory_ids],
    tag_ids: [...offer.tag_ids],
    title_en: offer.title_en,
    title_fr: offer.title_fr,
    description_en: offer.description_en,
    description_fr: offer.description_fr,
    legal_en: offer.legal_en,
    legal_fr: offer.legal_fr,
    online: offer.online,
    in_store: offer.in_store,
    is_spc_plus: offer.is_spc_plus,
    is_new_offer: offer.is_new_offer,
    is_limited_time: offer.is_limited_time,
    lto_start_date: toLocalInput(offer.lto_start_date),
    lto_end_date: toLocalInput(offer.lto_end_date),
    start_date: toLocalInput(offer.start_date),
    end_date: toLocalInput(offer.end_date),
    discount_rank: String(offer.discount_rank),
    discount_value: offer.discount_value === null ? "" : String(offer.discount_value),
    discount_label_en: offer.discount_label_en ?? "",
    discount_label_fr: offer.discount_label_fr ?? "",
    code_type: offer.code_type,
    code_mode: offer.code_mode,
    static_code: offer.static_code ?? "",
    offer_url: offer.offer_url ?? "",
    offer_url_fr: offer.offer_url_fr ?? "",
  };
}

const text = z.string();
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The form's values → the shared body (then checked by offerBodySchema itself). */
export const offerFormSchema = z
  .object({
    partner_id: text,
    category_id: text,
    subcategory_ids: z.array(z.number()),
    tag_ids: z.array(z.number()),
    title_en: text,
    title_fr: text,
    description_en: text,
    description_fr: text,
    legal_en: text,
    legal_fr: text,
    online: z.boolean(),
    in_store: z.boolean(),
    is_spc_plus: z.boolean(),
    is_new_offer: z.boolean(),
    is_limited_time: z.boolean(),
    lto_start_date: text,
    lto_end_date: text,
    start_date: text,
    end_date: text,
    discount_rank: text,
    discount_value: text,
    discount_label_en: text,
    discount_label_fr: text,
    code_type: codeTypeSchema,
    code_mode: codeModeSchema,
    static_code: text,
    offer_url: text,
    offer_url_fr: text,
  })
  .transform((v) => ({
    ...v,
    partner_id: number(v.partner_id),
    category_id: number(v.category_id),
    lto_start_date: v.is_limited_time ? fromLocalInput(v.lto_start_date) : null,
    lto_end_date: v.is_limited_time ? fromLocalInput(v.lto_end_date) : null,
    start_date: fromLocalInput(v.start_date) ?? v.start_date,
    end_date: fromLocalInput(v.end_date),
    discount_rank: number(v.discount_rank),
    discount_value: v.discount_value.trim() === "" ? null : number(v.discount_value),
    discount_label_en: orNull(v.discount_label_en),
    discount_label_fr: orNull(v.discount_label_fr),
    // A code shown to everyone only when the modes use one; otherwise none is kept.
    static_code: needsStaticCode(v.code_type, v.code_mode) ? orNull(v.static_code) : null,
    offer_url: orNull(v.offer_url),
    offer_url_fr: orNull(v.offer_url_fr),
  }))
  .transform(
    throughSchema(
      // The rules across fields the API keeps too (online or in store, windows, codes, links).
      offerBodySchema.superRefine((offer, context) => {
        for (const problem of offerFieldProblems(offer)) {
          context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
        }
      }),
    ),
  );

export type OfferFormOutput = z.output<typeof offerFormSchema>;

/** What a status button does from an offer's state (the API's moves, decision 0042). */
export function statusActions(status: AdminOffer["status"]): ("publish" | "delist")[] {
  if (status === "draft" || status === "delisted") return ["publish"];
  if (status === "active") return ["delist"];
  return [];
}
