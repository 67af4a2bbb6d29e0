import type { AdminPartner, AdminPartnerRow, PartnerBody, PartnerListQuery } from "@spc/shared";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { offers, partners } from "../../../db/schema";

type PartnerRow = typeof partners.$inferSelect;

export function toAdminPartner(row: PartnerRow): AdminPartner {
  return {
    id: row.id,
    partner_name: row.partnerName,
    url_name: row.urlName,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    website_url: row.websiteUrl,
    logo_url: row.logoUrl,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed by staff are matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const offerCount = sql<number>`(SELECT count(*) FROM ${offers} WHERE ${offers.partnerId} = ${partners.id})::int`;

export async function listPartners(db: Db, query: PartnerListQuery) {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(partners.partnerName, pattern), ilike(partners.urlName, pattern))!);
  }
  if (query.active) filters.push(eq(partners.isActive, query.active === "true"));
  const where = and(...filters);
  const direction = query.sort.startsWith("-") ? desc : asc;
  const column = query.sort.replace("-", "");
  const order =
    column === "created"
      ? partners.createdAt
      : column === "offers"
        ? offerCount
        : partners.partnerName;
  const rows = await db
    .select({
      id: partners.id,
      partnerName: partners.partnerName,
      urlName: partners.urlName,
      logoUrl: partners.logoUrl,
      isActive: partners.isActive,
      createdAt: partners.createdAt,
      offerCount,
    })
    .from(partners)
    .where(where)
    .orderBy(direction(order), asc(partners.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await db.select({ n: count() }).from(partners).where(where);
  const items: AdminPartnerRow[] = rows.map((row) => ({
    id: row.id,
    partner_name: row.partnerName,
    url_name: row.urlName,
    logo_url: row.logoUrl,
    is_active: row.isActive,
    offer_count: Number(row.offerCount),
    created_at: row.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

export async function findPartner(db: Db, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

/** Locks the row for a change, so the audit's "before" is what the change replaced. */
export async function lockPartner(db: Db, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).for("update");
  return row;
}

export async function urlNameTaken(db: Db, urlName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.urlName, urlName));
  return row !== undefined && row.id !== exceptId;
}

function columnsOf(body: Partial<PartnerBody>) {
  return {
    ...(body.partner_name !== undefined && { partnerName: body.partner_name }),
    ...(body.url_name !== undefined && { urlName: body.url_name }),
    ...(body.description_en !== undefined && { descriptionEn: body.description_en }),
    ...(body.description_fr !== undefined && { descriptionFr: body.description_fr }),
    ...(body.website_url !== undefined && { websiteUrl: body.website_url }),
    ...(body.is_active !== undefined && { isActive: body.is_active }),
  };
}

export async function insertPartner(db: Db, body: PartnerBody): Promise<PartnerRow> {
  const [row] = await db
    .insert(partners)
    .values({
      partnerName: body.partner_name,
      urlName: body.url_name,
      descriptionEn: body.description_en,
      descriptionFr: body.description_fr,
      websiteUrl: body.website_url,
      isActive: body.is_active,
    })
    .returning();
  return row!;
}

export async function updatePartner(
  db: Db,
  id: number,
  patch: Partial<PartnerBody> & { logo_url?: string | null },
): Promise<PartnerRow> {
  const [row] = await db
    .update(partners)
    .set({ ...columnsOf(patch), ...(patch.logo_url !== undefined && { logoUrl: patch.logo_url }) })
    .where(eq(partners.id, id))
    .returning();
  return row!;
}
