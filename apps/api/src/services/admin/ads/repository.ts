import type { AdImageSlot, AdminEmailOpt } from "@spc/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { ads, emailOpts } from "../../../db/schema";

// One repository for both pop-up record tables (spec §3: the ads and the e-mail opt records share
// their fields): `ads` and `email_opts` have the same columns, only the e-mail opt records' display
// page may also be "all". The functions take the table; rows are read in the wider shape.

/** Either pop-up record table. */
export type PopupTable = typeof ads | typeof emailOpts;
type AdRow = typeof emailOpts.$inferSelect;
type AdFields = Omit<AdminEmailOpt, "id" | "created_at" | AdImageSlot>;
const wide = (table: PopupTable) => table as typeof emailOpts;

export function toAdminAd(row: AdRow): AdminEmailOpt {
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

function columnsOf(fields: Partial<AdFields>): Partial<typeof emailOpts.$inferInsert> {
  const map: [keyof AdFields, keyof typeof emailOpts.$inferInsert][] = [
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
  return columns as Partial<typeof emailOpts.$inferInsert>;
}

const SLOT_COLUMNS: Record<AdImageSlot, "imageEn" | "imageFr" | "imageMobileEn" | "imageMobileFr"> =
  {
    image_en: "imageEn",
    image_fr: "imageFr",
    image_mobile_en: "imageMobileEn",
    image_mobile_fr: "imageMobileFr",
  };

export async function listAds(db: Db, from: PopupTable): Promise<AdminEmailOpt[]> {
  const table = wide(from);
  const rows = await db
    .select()
    .from(table)
    .orderBy(asc(table.displayPage), asc(table.sortOrder), asc(table.id));
  return rows.map(toAdminAd);
}

export async function findAd(
  db: Db,
  from: PopupTable,
  id: number,
  lock = false,
): Promise<AdRow | undefined> {
  const table = wide(from);
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A new record has no pictures yet (empty until uploaded) and is not served until switched on. */
export async function insertAd(db: Db, from: PopupTable, fields: AdFields): Promise<AdRow> {
  const [row] = await db
    .insert(wide(from))
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

export async function updateAd(
  db: Db,
  from: PopupTable,
  id: number,
  fields: Partial<AdFields>,
): Promise<AdRow> {
  const table = wide(from);
  const [row] = await db.update(table).set(columnsOf(fields)).where(eq(table.id, id)).returning();
  return row!;
}

export async function setAdImage(
  db: Db,
  from: PopupTable,
  id: number,
  slot: AdImageSlot,
  url: string,
): Promise<AdRow> {
  const table = wide(from);
  const [row] = await db
    .update(table)
    .set({ [SLOT_COLUMNS[slot]]: url })
    .where(eq(table.id, id))
    .returning();
  return row!;
}
