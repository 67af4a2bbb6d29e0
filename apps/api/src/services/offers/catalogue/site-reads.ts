import type { AdsModalRecord, EmailOptRecord, OfferCard } from "@spc/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { catalogueCacheFor } from "./cache";
import { isListed } from "./cards";
import { listOffers } from "./listing";
import { listAds, listEmailOpts } from "./repository";

// Catalogue reads for other services (through the offers index): the cards of a collection (the
// back-to-school marketplace) and the catalogue's sitemap entries. Both through the catalogue
// cache, so they follow every catalogue change like the listings do.

/** A collection holds a curated handful of offers; this bounds a listing anyway. */
const COLLECTION_CARDS_LIMIT = 100;

/** The listed offers of a collection, in its curated order (none for an unknown collection). */
export function collectionCards(db: Db, collectionId: number): Promise<OfferCard[]> {
  return catalogueCacheFor(db).get(JSON.stringify(["collection-cards", collectionId]), async () => {
    const { cards } = await listOffers(
      db,
      { collectionId },
      { sort: "collection", limit: COLLECTION_CARDS_LIMIT },
    );
    return cards;
  });
}

/**
 * The active pop-up records of every tier (users service: GET /ads-modal/all, GET /emailopt/all),
 * the same read as GET /api/offers/v4/ads, through the catalogue cache.
 */
export function popupRecords(db: Db, kind: "ads"): Promise<AdsModalRecord[]>;
export function popupRecords(db: Db, kind: "email_opts"): Promise<EmailOptRecord[]>;
export function popupRecords(
  db: Db,
  kind: "ads" | "email_opts",
): Promise<AdsModalRecord[] | EmailOptRecord[]> {
  return catalogueCacheFor(db).get(JSON.stringify(["popup-records", kind]), () =>
    kind === "ads" ? listAds(db) : listEmailOpts(db),
  );
}

/** A catalogue page of the sitemap: its route and when what it shows last changed. */
export interface CatalogueSitemapEntry {
  path: string;
  lastmod: Date;
}

type Row = { path: string; lastmod: Date | string };

/** Pages that show the catalogue as a whole: they change with it. */
const CATALOGUE_PAGES = ["/deals", "/trending", "/plus-offers", "/spc-plus", "/cibc"];

/**
 * The catalogue's own pages (/deals, /trending, /plus-offers, /spc-plus, /cibc: the catalogue's
 * last change), every category (`/deals/category/:url_name`), every partner with a listed offer
 * (`/deals/:url_name`, the brands page's links) and every listed offer
 * (`/deals/:partner/offer/:id`); lastmod is the newest change of the offers each page shows.
 */
export function catalogueSitemapEntries(db: Db): Promise<CatalogueSitemapEntry[]> {
  return catalogueCacheFor(db).get(JSON.stringify(["sitemap"]), async () => {
    const now = new Date();
    const { rows } = await db.execute<Row>(sql`
      SELECT page AS path, (SELECT updated_at FROM catalogue_state WHERE id = 1) AS lastmod
      FROM unnest(${`{${CATALOGUE_PAGES.join(",")}}`}::text[]) AS page
      UNION ALL
      SELECT '/deals/category/' || c.url_name AS path,
        coalesce(max(o.updated_at), (SELECT updated_at FROM catalogue_state WHERE id = 1)) AS lastmod
      FROM categories c
      LEFT JOIN offers o ON o.category_id = c.id AND o.id IN (
        SELECT o.id FROM offers o JOIN partners p ON p.id = o.partner_id WHERE ${isListed(now)})
      GROUP BY c.id, c.url_name, c.sort_order
      UNION ALL
      (SELECT '/deals/' || p.url_name, max(o.updated_at)
        FROM offers o JOIN partners p ON p.id = o.partner_id
        WHERE ${isListed(now)}
        GROUP BY p.id, p.url_name)
      UNION ALL
      (SELECT '/deals/' || p.url_name || '/offer/' || o.id, o.updated_at
        FROM offers o JOIN partners p ON p.id = o.partner_id
        WHERE ${isListed(now)})`);
    return rows.map((row) => ({ path: row.path, lastmod: new Date(row.lastmod) }));
  });
}
