import {
  AD_DISPLAY_PAGES,
  adBodySchema,
  EMAIL_OPT_DISPLAY_PAGES,
  emailOptBodySchema,
} from "@spc/shared";
import { z } from "zod";
import type { AdminPopup, PopupKind } from "./api/ads";
import { throughSchema } from "./through-schema";

/** The display pages a record of this kind may name (e-mail opt ones: "all" too). */
export function displayPagesOf(kind: PopupKind): readonly AdminPopup["display_page"][] {
  return kind === "ads" ? AD_DISPLAY_PAGES : EMAIL_OPT_DISPLAY_PAGES;
}

/** A pop-up record's form as its controls hold it (numbers and links as text). */
const formFieldsSchema = z
  .object({
    is_spc_plus: z.boolean(),
    is_clickable: z.boolean(),
    url_en: z.string(),
    url_fr: z.string(),
    title_en: z.string(),
    title_fr: z.string(),
    description_en: z.string(),
    description_fr: z.string(),
    text_en: z.string(),
    text_fr: z.string(),
    image_alt_en: z.string(),
    image_alt_fr: z.string(),
    display_page: z.enum(EMAIL_OPT_DISPLAY_PAGES),
    display_period: z.string(),
    display_cooldown_hours: z.string(),
    display_count: z.string(),
    is_active: z.boolean(),
  })
  .transform((v) => {
    const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    const link = (text: string) => (text.trim() === "" ? null : text.trim());
    return {
      ...v,
      url_en: link(v.url_en),
      url_fr: link(v.url_fr),
      display_period: num(v.display_period),
      display_cooldown_hours: num(v.display_cooldown_hours),
      display_count: num(v.display_count),
    };
  });

/** An ad's form, checked against the API's own body schema. */
export const adFormSchema = formFieldsSchema.transform(throughSchema(adBodySchema));
/** An e-mail opt record's form, checked against its body schema. */
export const emailOptFormSchema = formFieldsSchema.transform(throughSchema(emailOptBodySchema));
export const popupFormSchema = (kind: PopupKind) =>
  kind === "ads" ? adFormSchema : emailOptFormSchema;

export type AdFormInput = z.input<typeof formFieldsSchema>;
export type AdFormOutput = z.output<typeof adFormSchema> | z.output<typeof emailOptFormSchema>;

/** A new record's form (an ad starts on the deals page, an e-mail opt on every page), or a stored one's. */
export function adValues(ad: AdminPopup | null, kind: PopupKind = "ads"): AdFormInput {
  return {
    is_spc_plus: ad?.is_spc_plus ?? false,
    is_clickable: ad?.is_clickable ?? false,
    url_en: ad?.url_en ?? "",
    url_fr: ad?.url_fr ?? "",
    title_en: ad?.title_en ?? "",
    title_fr: ad?.title_fr ?? "",
    description_en: ad?.description_en ?? "",
    description_fr: ad?.description_fr ?? "",
    text_en: ad?.text_en ?? "",
    text_fr: ad?.text_fr ?? "",
    image_alt_en: ad?.image_alt_en ?? "",
    image_alt_fr: ad?.image_alt_fr ?? "",
    display_page: ad?.display_page ?? (kind === "ads" ? "deals" : "all"),
    display_period: String(ad?.display_period ?? 0),
    display_cooldown_hours: String(ad?.display_cooldown_hours ?? 0),
    display_count: String(ad?.display_count ?? 0),
    is_active: ad?.is_active ?? false,
  };
}

/** The record the public pop-up draws (spec §3 names: title, description, text in English). */
export function toPopupRecord(ad: AdminPopup) {
  return {
    id: ad.id,
    is_spc_plus: ad.is_spc_plus,
    is_clickable: ad.is_clickable,
    url_en: ad.url_en,
    url_fr: ad.url_fr,
    image_en: ad.image_en,
    image_fr: ad.image_fr,
    image_mobile_en: ad.image_mobile_en,
    image_mobile_fr: ad.image_mobile_fr,
    image_alt_en: ad.image_alt_en,
    image_alt_fr: ad.image_alt_fr,
    title: ad.title_en,
    title_fr: ad.title_fr,
    description: ad.description_en,
    description_fr: ad.description_fr,
    text: ad.text_en,
    text_fr: ad.text_fr,
    display_page: ad.display_page,
    display_period: ad.display_period,
    display_cooldown_hours: ad.display_cooldown_hours,
    display_count: ad.display_count,
  };
}

/** How many of the four pictures an ad has. */
export function pictureCount(ad: AdminPopup): number {
  return [ad.image_en, ad.image_fr, ad.image_mobile_en, ad.image_mobile_fr].filter(Boolean).length;
}
