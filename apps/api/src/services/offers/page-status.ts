import type { RouteMatch, RoutePath } from "@spc/shared";
import type { Db } from "../../db/client";
import { catalogueCacheFor } from "./catalogue/cache";
import { offerAnswer, partnerAnswer } from "./catalogue/offer-routes";
import { findCategory } from "./catalogue/repository";
import { OFFER_ERRORS } from "./offer-errors";

/** The HTTP status of a page that shows a catalogue entity (docs/decisions/0026). */
export type PageStatus = 200 | 404 | 410;

const OFFER_PAGES: readonly RoutePath[] = [
  "/deals/:partnerName/offer/:id",
  "/deals/offer/:id",
  "/offer/:id",
];
const PARTNER_PAGES: readonly RoutePath[] = [
  "/deals/:partnerUrlName",
  "/partners/:name",
  "/partner/:name",
];
const CATEGORY_PAGE: RoutePath = "/deals/category/:name";

// The bank partner's pages live at /cibc: its partner addresses forward there whatever the
// catalogue holds (apps/web/src/features/offers/partner-redirect.ts, spec §2.2).
const BANK_PARTNER = "cibc";

/** Delisted and expired offers existed: the web shows that they are gone, not "not found". */
const GONE = new Set<string>([OFFER_ERRORS.delisted.code, OFFER_ERRORS.expired.code]);

/**
 * The status of a web page naming an offer, a partner or a category: 404 when the catalogue has
 * no such entity, 410 for an offer that was delisted or has expired, else 200 (pages that name
 * none). Reads go through the catalogue cache with the keys of the API reads these pages make
 * first (GET /v2/offers/:id, /v2/offers/partner/:name), so a page view adds no query when warm
 * and warms its page's own read when cold.
 */
export function catalogueStatusOf(db: Db): (page: RouteMatch) => Promise<PageStatus> {
  const context = { db, cache: catalogueCacheFor(db) };
  return async ({ path, params }) => {
    if (OFFER_PAGES.includes(path)) {
      const answer = await offerAnswer(context, params.id ?? "");
      if (answer.ok) return 200;
      return GONE.has(answer.code) ? 410 : 404;
    }
    if (PARTNER_PAGES.includes(path)) {
      const name = params.partnerUrlName ?? params.name ?? "";
      if (name.trim().toLowerCase() === BANK_PARTNER) return 200;
      return (await partnerAnswer(context, name)).ok ? 200 : 404;
    }
    if (path === CATEGORY_PAGE) {
      const name = (params.name ?? "").toLowerCase();
      const known = await context.cache.get(JSON.stringify(["category-page", name]), async () =>
        Boolean(await findCategory(db, name)),
      );
      return known ? 200 : 404;
    }
    return 200;
  };
}
