import type { AdminCollection } from "@spc/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  categories,
  collectionOffers,
  collections,
  offers,
  subcategories,
  tags,
} from "../../../db/schema";

export async function catalogueRefs(db: Db) {
  const [categoryRows, subcategoryRows, tagRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.nameEn)),
    db.select().from(tags).orderBy(asc(tags.nameEn)),
  ]);
  return {
    categories: categoryRows.map((category) => ({
      id: category.id,
      name_en: category.nameEn,
      name_fr: category.nameFr,
      subcategories: subcategoryRows
        .filter((sub) => sub.categoryId === category.id)
        .map((sub) => ({ id: sub.id, name_en: sub.nameEn, name_fr: sub.nameFr })),
    })),
    tags: tagRows.map(toAdminTag),
  };
}

export const toAdminTag = (row: typeof tags.$inferSelect) => ({
  id: row.id,
  slug: row.slug,
  name_en: row.nameEn,
  name_fr: row.nameFr,
});

export async function findTag(db: Db, id: number) {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  return row;
}

export async function tagSlugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

export async function listCollectionsForStaff(db: Db): Promise<AdminCollection[]> {
  const rows = await db
    .select()
    .from(collections)
    .orderBy(asc(collections.sortOrder), asc(collections.id));
  const links = await db
    .select()
    .from(collectionOffers)
    .orderBy(asc(collectionOffers.sortOrder), asc(collectionOffers.offerId));
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    sort_order: row.sortOrder,
    offer_ids: links.filter((link) => link.collectionId === row.id).map((link) => link.offerId),
  }));
}

export async function findCollection(db: Db, id: number): Promise<AdminCollection | undefined> {
  return (await listCollectionsForStaff(db)).find((collection) => collection.id === id);
}

export async function nextCollectionOrder(db: Db): Promise<number> {
  const rows = await db.select({ sortOrder: collections.sortOrder }).from(collections);
  return rows.reduce((max, row) => Math.max(max, row.sortOrder), 0) + 1;
}

/** The ids that name no offer. */
export async function unknownOffers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: offers.id })
    .from(offers)
    .where(inArray(offers.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function replaceCollectionOffers(
  db: Db,
  collectionId: number,
  offerIds: readonly number[],
) {
  await db.delete(collectionOffers).where(eq(collectionOffers.collectionId, collectionId));
  if (offerIds.length === 0) return;
  await db
    .insert(collectionOffers)
    .values(offerIds.map((offerId, index) => ({ collectionId, offerId, sortOrder: index + 1 })));
}

export async function setCollectionOrder(db: Db, ids: readonly number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(collections)
      .set({ sortOrder: index + 1 })
      .where(eq(collections.id, id));
  }
}
