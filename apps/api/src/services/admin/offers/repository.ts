import type { AdminOffer, AdminOfferRow, OfferBody, OfferListQuery, OfferPatch } from "@spc/shared";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  categories,
  offerLegal,
  offerSubcategories,
  offers,
  offerTags,
  partners,
  subcategories,
  tags,
} from "../../../db/schema";

type OfferRow = typeof offers.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dateOrNull = (text: string | null | undefined) => (text ? new Date(text) : null);

/** `%`, `_` and `\` typed by staff are matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listOffers(db: Db, query: OfferListQuery) {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        ilike(offers.titleEn, pattern),
        ilike(offers.titleFr, pattern),
        ilike(partners.partnerName, pattern),
      )!,
    );
  }
  if (query.status) filters.push(eq(offers.status, query.status));
  if (query.partner_id) filters.push(eq(offers.partnerId, query.partner_id));
  if (query.category_id) filters.push(eq(offers.categoryId, query.category_id));
  const where = and(...filters);
  const direction = query.sort.startsWith("-") ? desc : asc;
  const column = query.sort.replace("-", "");
  const order =
    column === "title" ? offers.titleEn : column === "views" ? offers.views : offers.updatedAt;
  const rows = await db
    .select({ offer: offers, partnerName: partners.partnerName })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.partnerId))
    .where(where)
    .orderBy(direction(order), asc(offers.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.partnerId))
    .where(where);
  const items: AdminOfferRow[] = rows.map(({ offer, partnerName }) => ({
    id: offer.id,
    title_en: offer.titleEn,
    title_fr: offer.titleFr,
    partner_id: offer.partnerId,
    partner_name: partnerName,
    category_id: offer.categoryId,
    status: offer.status,
    is_spc_plus: offer.isSpcPlus,
    online: offer.online,
    in_store: offer.inStore,
    code_type: offer.codeType,
    views: offer.views,
    updated_at: offer.updatedAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** The whole offer as the back office edits it (links and legal text included), or undefined. */
export async function findAdminOffer(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdminOffer | undefined> {
  const base = db.select().from(offers).where(eq(offers.id, id));
  const [row] = options.lock ? await base.for("update") : await base;
  if (!row) return undefined;
  const [subs, tagRows, legal] = await Promise.all([
    db.select().from(offerSubcategories).where(eq(offerSubcategories.offerId, id)),
    db.select().from(offerTags).where(eq(offerTags.offerId, id)),
    db.select().from(offerLegal).where(eq(offerLegal.offerId, id)),
  ]);
  return toAdminOffer(
    row,
    subs.map((s) => s.subcategoryId).sort((a, b) => a - b),
    tagRows.map((t) => t.tagId).sort((a, b) => a - b),
    legal[0],
  );
}

function toAdminOffer(
  row: OfferRow,
  subcategoryIds: number[],
  tagIds: number[],
  legal: { legalEn: string; legalFr: string } | undefined,
): AdminOffer {
  return {
    id: row.id,
    status: row.status,
    views: row.views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    partner_id: row.partnerId,
    category_id: row.categoryId,
    subcategory_ids: subcategoryIds,
    tag_ids: tagIds,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    legal_en: legal?.legalEn ?? "",
    legal_fr: legal?.legalFr ?? "",
    online: row.online,
    in_store: row.inStore,
    is_spc_plus: row.isSpcPlus,
    is_new_offer: row.isNewOffer,
    is_limited_time: row.isLimitedTime,
    lto_start_date: iso(row.ltoStartDate),
    lto_end_date: iso(row.ltoEndDate),
    start_date: row.startDate.toISOString(),
    end_date: iso(row.endDate),
    discount_rank: row.discountRank,
    discount_value: row.discountValue,
    discount_label_en: row.discountLabelEn,
    discount_label_fr: row.discountLabelFr,
    code_type: row.codeType,
    code_mode: row.codeMode,
    static_code: row.staticCode,
    offer_url: row.offerUrl,
    offer_url_fr: row.offerUrlFr,
  };
}

/** The offers columns a body or patch sets (links and legal text are written apart). */
function columnsOf(body: OfferPatch): Partial<typeof offers.$inferInsert> {
  const columns: Partial<typeof offers.$inferInsert> = {};
  const set = <K extends keyof typeof offers.$inferInsert>(
    key: K,
    value: (typeof offers.$inferInsert)[K] | undefined,
  ) => {
    if (value !== undefined) columns[key] = value;
  };
  set("partnerId", body.partner_id);
  set("categoryId", body.category_id);
  set("titleEn", body.title_en);
  set("titleFr", body.title_fr);
  set("descriptionEn", body.description_en);
  set("descriptionFr", body.description_fr);
  set("online", body.online);
  set("inStore", body.in_store);
  set("isSpcPlus", body.is_spc_plus);
  set("isNewOffer", body.is_new_offer);
  set("isLimitedTime", body.is_limited_time);
  if (body.lto_start_date !== undefined) columns.ltoStartDate = dateOrNull(body.lto_start_date);
  if (body.lto_end_date !== undefined) columns.ltoEndDate = dateOrNull(body.lto_end_date);
  if (body.start_date !== undefined) columns.startDate = new Date(body.start_date);
  if (body.end_date !== undefined) columns.endDate = dateOrNull(body.end_date);
  set("discountRank", body.discount_rank);
  set("discountValue", body.discount_value);
  set("discountLabelEn", body.discount_label_en);
  set("discountLabelFr", body.discount_label_fr);
  set("codeType", body.code_type);
  set("codeMode", body.code_mode);
  set("staticCode", body.static_code);
  set("offerUrl", body.offer_url);
  set("offerUrlFr", body.offer_url_fr);
  return columns;
}

async function writeLinks(db: Db, id: number, body: OfferPatch): Promise<void> {
  if (body.subcategory_ids !== undefined) {
    await db.delete(offerSubcategories).where(eq(offerSubcategories.offerId, id));
    if (body.subcategory_ids.length > 0) {
      await db.insert(offerSubcategories).values(
        [...new Set(body.subcategory_ids)].map((subcategoryId) => ({
          offerId: id,
          subcategoryId,
        })),
      );
    }
  }
  if (body.tag_ids !== undefined) {
    await db.delete(offerTags).where(eq(offerTags.offerId, id));
    if (body.tag_ids.length > 0) {
      await db
        .insert(offerTags)
        .values([...new Set(body.tag_ids)].map((tagId) => ({ offerId: id, tagId })));
    }
  }
  if (body.legal_en !== undefined || body.legal_fr !== undefined) {
    const [current] = await db.select().from(offerLegal).where(eq(offerLegal.offerId, id));
    const legalEn = body.legal_en ?? current?.legalEn ?? "";
    const legalFr = body.legal_fr ?? current?.legalFr ?? "";
    await db
      .insert(offerLegal)
      .values({ offerId: id, legalEn, legalFr })
      .onConflictDoUpdate({ target: offerLegal.offerId, set: { legalEn, legalFr } });
  }
}

/** A new offer, always a draft: nothing is public until someone publishes it. */
export async function insertOffer(db: Db, body: OfferBody): Promise<number> {
  const columns = columnsOf(body);
  const [row] = await db
    .insert(offers)
    .values({
      ...columns,
      partnerId: body.partner_id,
      categoryId: body.category_id,
      titleEn: body.title_en,
      titleFr: body.title_fr,
      status: "draft",
    })
    .returning({ id: offers.id });
  await writeLinks(db, row!.id, body);
  return row!.id;
}

export async function updateOffer(db: Db, id: number, patch: OfferPatch): Promise<void> {
  const columns = columnsOf(patch);
  await db
    .update(offers)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(offers.id, id));
  await writeLinks(db, id, patch);
}

export async function setOfferStatus(
  db: Db,
  id: number,
  status: OfferRow["status"],
): Promise<void> {
  await db.update(offers).set({ status, updatedAt: new Date() }).where(eq(offers.id, id));
}

/** Which of the referenced rows do not exist (or a subcategory of another category). */
export async function missingReferences(
  db: Db,
  refs: { partner_id: number; category_id: number; subcategory_ids: number[]; tag_ids: number[] },
): Promise<string[]> {
  const missing: string[] = [];
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, refs.partner_id));
  if (!partner) missing.push("partner_id");
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, refs.category_id));
  if (!category) missing.push("category_id");
  if (refs.subcategory_ids.length > 0) {
    const found = await db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(
        and(
          inArray(subcategories.id, refs.subcategory_ids),
          eq(subcategories.categoryId, refs.category_id),
        ),
      );
    if (found.length !== new Set(refs.subcategory_ids).size) missing.push("subcategory_ids");
  }
  if (refs.tag_ids.length > 0) {
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, refs.tag_ids));
    if (found.length !== new Set(refs.tag_ids).size) missing.push("tag_ids");
  }
  return missing;
}
