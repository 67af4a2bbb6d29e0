import type {
  AdsModalRecord,
  Category,
  Collection,
  EmailOptRecord,
  OfferDetailResponse,
  PartnerDetail,
} from "@spc/shared";
import { parseDbId } from "@spc/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ads, categories, emailOpts, partners, subcategories } from "../../../db/schema";
import { iso, isoOrNull } from "./cards";

/** `{id}` of a category path: a numeric id or a url_name. */
export async function findCategory(db: Db, idOrSlug: string): Promise<Category | null> {
  if (/^\d+$/.test(idOrSlug) && parseDbId(idOrSlug) === null) return null; // beyond any id
  const id = parseDbId(idOrSlug);
  const where: SQL =
    id === null ? eq(categories.urlName, idOrSlug.toLowerCase()) : eq(categories.id, id);
  const row = await db.query.categories.findFirst({
    where,
    with: { subcategories: { orderBy: [asc(subcategories.id)] } },
  });
  if (!row) return null;
  return {
    id: row.id,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    url_name: row.urlName,
    colour: row.colour,
    sort_order: row.sortOrder,
    subcategories: row.subcategories.map((sub) => ({
      id: sub.id,
      name_en: sub.nameEn,
      name_fr: sub.nameFr,
    })),
  };
}

function toPartner(row: typeof partners.$inferSelect): PartnerDetail {
  return {
    partner_id: row.id,
    partner_name: row.partnerName,
    url_name: row.urlName,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    logo_url: row.logoUrl,
    website_url: row.websiteUrl,
  };
}

/** An active partner by url_name (any case), or null. */
export async function findPartner(db: Db, urlName: string): Promise<PartnerDetail | null> {
  const row = await db.query.partners.findFirst({
    where: and(eq(partners.urlName, urlName.toLowerCase()), eq(partners.isActive, true)),
  });
  return row ? toPartner(row) : null;
}

export type OfferLookup =
  | { kind: "found"; detail: OfferDetailResponse }
  | { kind: "not_found" }
  | { kind: "delisted" | "expired"; partnerUrlName: string };

async function offerRow(db: Db, id: number) {
  return db.query.offers.findFirst({
    where: (offers, { eq }) => eq(offers.id, id),
    with: { partner: true, legal: true, subcategories: true },
  });
}

type OfferRow = NonNullable<Awaited<ReturnType<typeof offerRow>>>;

/** An offer with legal text and partner, or why it cannot be shown. */
export async function findOfferDetail(db: Db, id: number, now: Date): Promise<OfferLookup> {
  const row = await offerRow(db, id);
  // A draft was never public: to everyone outside the back office it does not exist.
  if (!row || row.status === "draft") return { kind: "not_found" };
  const partnerUrlName = row.partner.urlName;
  if (row.status === "delisted" || !row.partner.isActive)
    return { kind: "delisted", partnerUrlName };
  if (row.status === "expired" || (row.endDate && row.endDate.getTime() <= now.getTime())) {
    return { kind: "expired", partnerUrlName };
  }
  // Not started yet: nobody can use it, and it is not listed anywhere.
  if (row.startDate.getTime() > now.getTime()) return { kind: "not_found" };
  return { kind: "found", detail: offerDetailOf(row, now) };
}

/**
 * The offer page's answer for an offer whatever its status or dates: the back office previews a
 * draft exactly as members and visitors will see it once published.
 */
export async function previewOfferDetail(
  db: Db,
  id: number,
  now: Date,
): Promise<OfferDetailResponse | null> {
  const row = await offerRow(db, id);
  return row ? offerDetailOf(row, now) : null;
}

function offerDetailOf(row: OfferRow, now: Date): OfferDetailResponse {
  const ltoStart = isoOrNull(row.ltoStartDate);
  const ltoEnd = isoOrNull(row.ltoEndDate);
  const t = now.getTime();
  const limitedNow =
    row.isLimitedTime &&
    row.ltoStartDate !== null &&
    row.ltoEndDate !== null &&
    t >= row.ltoStartDate.getTime() &&
    t <= row.ltoEndDate.getTime();
  return {
    offer: {
      offer_id: row.id,
      title_en: row.titleEn,
      title_fr: row.titleFr,
      is_limited_time: limitedNow,
      lto_start_date: ltoStart,
      lto_end_date: ltoEnd,
      category: row.categoryId,
      is_spc_plus: row.isSpcPlus,
      legal: row.legal?.legalEn ?? null,
      legal_en: row.legal?.legalEn ?? null,
      legal_fr: row.legal?.legalFr ?? null,
      description_en: row.descriptionEn,
      description_fr: row.descriptionFr,
      online: row.online,
      in_store: row.inStore,
      is_new_offer: row.isNewOffer,
      is_new_partner: row.isNewPartner,
      image_url: row.imageUrl,
      discount_label_en: row.discountLabelEn,
      discount_label_fr: row.discountLabelFr,
      start_date: iso(row.startDate),
      end_date: isoOrNull(row.endDate),
      subcategory_ids: row.subcategories.map((s) => s.subcategoryId).sort((a, b) => a - b),
      partner_id: row.partnerId,
      code_mode: row.codeMode,
    },
    partner: toPartner(row.partner),
  };
}

/** The legal text of an offer, or null when it has none (or no such offer). */
export async function findOfferLegal(
  db: Db,
  offerId: number,
): Promise<{ offer_id: number; legal_en: string; legal_fr: string } | null> {
  const row = await db.query.offerLegal.findFirst({
    where: (legal, { eq }) => eq(legal.offerId, offerId),
  });
  return row ? { offer_id: row.offerId, legal_en: row.legalEn, legal_fr: row.legalFr } : null;
}

/** The partner and category of an offer (whatever its status), or null. */
export async function findOfferOwner(
  db: Db,
  offerId: number,
): Promise<{ partnerId: number; categoryId: number } | null> {
  const row = await db.query.offers.findFirst({
    where: (offers, { eq }) => eq(offers.id, offerId),
    columns: { partnerId: true, categoryId: true },
  });
  return row ?? null;
}

type CollectionRow = {
  id: number;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  image_url: string | null;
  sort_order: number;
  offer_count: number | string;
};

/** Collections by sort_order with their count of listed offers; one when `id` is given. */
export async function listCollections(db: Db, now: Date, id?: number): Promise<Collection[]> {
  const at = now.toISOString();
  const { rows } = await db.execute<CollectionRow>(sql`
    SELECT c.id, c.name_en, c.name_fr, c.description_en, c.description_fr, c.image_url,
      c.sort_order,
      (SELECT count(*) FROM collection_offers co JOIN offers o ON o.id = co.offer_id
        JOIN partners p ON p.id = o.partner_id
        WHERE co.collection_id = c.id AND o.status = 'active' AND p.is_active
          AND o.start_date <= ${at}::timestamptz
          AND (o.end_date IS NULL OR o.end_date > ${at}::timestamptz)) AS offer_count
    FROM collections c
    ${id === undefined ? sql`` : sql`WHERE c.id = ${id}`}
    ORDER BY c.sort_order, c.id`);
  return rows.map((row) => ({ ...row, offer_count: Number(row.offer_count) }));
}

/** Active ads pop-up records by sort_order, optionally of one display page. */
export function listAds(
  db: Db,
  displayPage?: AdsModalRecord["display_page"],
): Promise<AdsModalRecord[]> {
  return listPopupRecords(db, ads, displayPage) as Promise<AdsModalRecord[]>;
}

/** Active e-mail opt-in pop-up records by sort_order (decision 0045). */
export function listEmailOpts(db: Db): Promise<EmailOptRecord[]> {
  return listPopupRecords(db, emailOpts);
}

/**
 * The one read of the pop-up records (spec §3): `ads` and `email_opts` have the same columns, only
 * their display pages differ (e-mail opt records may also say "all").
 */
async function listPopupRecords(
  db: Db,
  from: typeof ads | typeof emailOpts,
  displayPage?: EmailOptRecord["display_page"],
): Promise<EmailOptRecord[]> {
  const table = from as typeof emailOpts;
  const rows = await db
    .select()
    .from(table)
    .where(
      displayPage
        ? and(eq(table.isActive, true), eq(table.displayPage, displayPage))
        : eq(table.isActive, true),
    )
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows.map((row) => ({
    id: row.id,
    is_spc_plus: row.isSpcPlus,
    is_clickable: row.isClickable,
    url_en: row.urlEn,
    url_fr: row.urlFr,
    image_en: row.imageEn,
    image_fr: row.imageFr,
    image_mobile_en: row.imageMobileEn,
    image_mobile_fr: row.imageMobileFr,
    image_alt_en: row.imageAltEn,
    image_alt_fr: row.imageAltFr,
    // The spec's names carry the English copy (docs/decisions/0028-ads-in-both-languages.md).
    title: row.titleEn,
    title_fr: row.titleFr,
    description: row.descriptionEn,
    description_fr: row.descriptionFr,
    text: row.textEn,
    text_fr: row.textFr,
    display_page: row.displayPage,
    display_period: row.displayPeriod,
    display_cooldown_hours: row.displayCooldownHours,
    display_count: row.displayCount,
  }));
}
