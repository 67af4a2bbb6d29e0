import type { AdImageSlot, AdminAd } from "@spc/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ads } from "../../../db/schema";

type AdRow = typeof ads.$inferSelect;
type AdFields = Omit<AdminAd, "id" | "created_at" | AdImageSlot>;

export function toAdminAd(row: AdRow): AdminAd {
  return {
    id: row.id,
    is_spc_plus: row.isSpcPlus,
    is_clickable: row.isClickable,
    url_en: row.urlEn,
    url_fr: row.urlFr,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    text_en: row.textEn,
    text_fr: row.textFr,
    image_alt_en: row.imageAltEn,
    image_alt_fr: row.imageAltFr,
    display_page: row.displayPage,
    display_period: row.displayPeriod,
    display_cooldown_hours: row.displayCooldownHours,
    display_count: row.displayCount,
    is_active: row.isActive,
    image_en: row.imageEn,
    image_fr: row.imageFr,
    image_mobile_en: row.imageMobileEn,
    image_mobile_fr: row.imageMobileFr,
    created_at: row.createdAt.toISOString(),
  };
}

function columnsOf(fields: Partial<AdFields>): Partial<typeof ads.$inferInsert> {
  const map: [keyof AdFields, keyof typeof ads.$inferInsert][] = [
    ["is_spc_plus", "isSpcPlus"],
    ["is_clickable", "isClickable"],
    ["url_en", "urlEn"],
    ["url_fr", "urlFr"],
    ["title_en", "titleEn"],
    ["title_fr", "titleFr"],
    ["description_en", "descriptionEn"],
    ["description_fr", "descriptionFr"],
    ["text_en", "textEn"],
    ["text_fr", "textFr"],
    ["image_alt_en", "imageAltEn"],
    ["image_alt_fr", "imageAltFr"],
    ["display_page", "displayPage"],
    ["display_period", "displayPeriod"],
    ["display_cooldown_hours", "displayCooldownHours"],
    ["display_count", "displayCount"],
    ["is_active", "isActive"],
  ];
  const columns: Record<string, unknown> = {};
  for (const [field, column] of map)
    if (fields[field] !== undefined) columns[column] = fields[field];
  return columns as Partial<typeof ads.$inferInsert>;
}

const SLOT_COLUMNS: Record<AdImageSlot, "imageEn" | "imageFr" | "imageMobileEn" | "imageMobileFr"> =
  {
    image_en: "imageEn",
    image_fr: "imageFr",
    image_mobile_en: "imageMobileEn",
    image_mobile_fr: "imageMobileFr",
  };

export async function listAds(db: Db): Promise<AdminAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .orderBy(asc(ads.displayPage), asc(ads.sortOrder), asc(ads.id));
  return rows.map(toAdminAd);
}

export async function findAd(db: Db, id: number, lock = false): Promise<AdRow | undefined> {
  const query = db.select().from(ads).where(eq(ads.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A new record has no pictures yet (empty until uploaded) and is not served until switched on. */
export async function insertAd(db: Db, fields: AdFields): Promise<AdRow> {
  const [row] = await db
    .insert(ads)
    .values({
      ...columnsOf(fields),
      titleEn: fields.title_en,
      titleFr: fields.title_fr,
      displayPage: fields.display_page,
      imageEn: "",
      imageFr: "",
      imageMobileEn: "",
      imageMobileFr: "",
    })
    .returning();
  return row!;
}

export async function updateAd(db: Db, id: number, fields: Partial<AdFields>): Promise<AdRow> {
  const [row] = await db.update(ads).set(columnsOf(fields)).where(eq(ads.id, id)).returning();
  return row!;
}

export async function setAdImage(
  db: Db,
  id: number,
  slot: AdImageSlot,
  url: string,
): Promise<AdRow> {
  const [row] = await db
    .update(ads)
    .set({ [SLOT_COLUMNS[slot]]: url })
    .where(eq(ads.id, id))
    .returning();
  return row!;
}
