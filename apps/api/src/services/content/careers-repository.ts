import type { CarouselItem, CarouselType, HolidayEvent } from "@spc/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carouselItems, holidayEvents } from "../../db/schema";
import { isLive, isRunning } from "./published";
import { iso, seoOf } from "./wire";

// The careers service's reads: the page's carousels and the holiday event pages.

/** The published items of one carousel, in display order. */
export async function carouselOf(db: Db, type: CarouselType): Promise<CarouselItem[]> {
  const rows = await db
    .select()
    .from(carouselItems)
    .where(and(isLive(carouselItems), eq(carouselItems.type, type)))
    .orderBy(asc(carouselItems.sortOrder), asc(carouselItems.id));
  return rows.map((row) => ({
    id: row.id,
    image_en: row.imageEn,
    text_en: row.textEn,
    text_fr: row.textFr,
    subtext_en: row.subtextEn,
    subtext_fr: row.subtextFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
  }));
}

/** The published holiday events running now, the one ending first first. */
export async function activeHolidayEvents(db: Db): Promise<HolidayEvent[]> {
  const rows = await db
    .select()
    .from(holidayEvents)
    .where(and(isLive(holidayEvents), isRunning(holidayEvents)))
    .orderBy(asc(holidayEvents.endsAt), asc(holidayEvents.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    summary_en: row.summaryEn,
    summary_fr: row.summaryFr,
    body_en: row.bodyEn,
    body_fr: row.bodyFr,
    image_url: row.imageUrl,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    seo: seoOf(row, { en: row.titleEn, fr: row.titleFr }, { en: row.summaryEn, fr: row.summaryFr }),
    updated_at: iso(row.updatedAt),
  }));
}
