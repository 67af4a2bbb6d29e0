import type { OfferDetailResponse, RouteMatch, RoutePath } from "@spc/shared";
import type { Db } from "../../db/client";
import { catalogueCacheFor } from "./catalogue/cache";
import { offerAnswer } from "./catalogue/offer-routes";
import { findCategory, findPartner } from "./catalogue/repository";

/**
 * What a page naming a catalogue entity calls it, for the page's `<title>` and description in
 * the HTML the server sends (docs/decisions/0035): the names in both languages (French as the
 * catalogue answers it, typography set), the entity's own address (the canonical one, whatever
 * alias was visited) and, for a partner, its description.
 */
export interface CatalogueHead {
  kind: "offer" | "category" | "partner";
  name: { en: string; fr: string };
  /** For an offer: its partner's name. */
  partner?: string;
  /** A partner's own description, when it has one. */
  description?: { en: string; fr: string };
  path: string;
}

const OFFER_PAGES: readonly RoutePath[] = [
  "/deals/:partnerName/offer/:id",
  "/deals/offer/:id",
  "/offer/:id",
];
const PARTNER_PAGES: readonly RoutePath[] = ["/deals/:partnerUrlName", "/partners/:name"];
const CATEGORY_PAGE: RoutePath = "/deals/category/:name";

/**
 * The catalogue entity a page names, or null (another page, or none by that name). Reads go
 * through the catalogue cache, the offer with the key of the offer page's own read.
 */
export function catalogueHeadOf(db: Db): (page: RouteMatch) => Promise<CatalogueHead | null> {
  const context = { db, cache: catalogueCacheFor(db) };
  return async ({ path, params }) => {
    if (OFFER_PAGES.includes(path)) {
      const answer = await offerAnswer(context, params.id ?? "");
      if (!answer.ok) return null;
      const { offer, partner } = JSON.parse(
        answer.identity.bytes.toString("utf8"),
      ) as OfferDetailResponse;
      return {
        kind: "offer",
        name: { en: offer.title_en, fr: offer.title_fr },
        partner: partner.partner_name,
        path: `/deals/${encodeURIComponent(partner.url_name)}/offer/${offer.offer_id}`,
      };
    }
    if (PARTNER_PAGES.includes(path)) {
      const name = (params.partnerUrlName ?? params.name ?? "").toLowerCase();
      return context.cache.get(JSON.stringify(["partner-head", name]), async () => {
        const partner = await findPartner(db, name);
        if (!partner) return null;
        const described =
          partner.description_en.trim() !== "" && partner.description_fr.trim() !== "";
        return {
          kind: "partner" as const,
          name: { en: partner.partner_name, fr: partner.partner_name },
          description: described
            ? { en: partner.description_en, fr: partner.description_fr }
            : undefined,
          path: `/deals/${encodeURIComponent(partner.url_name)}`,
        };
      });
    }
    if (path === CATEGORY_PAGE) {
      const name = (params.name ?? "").toLowerCase();
      return context.cache.get(JSON.stringify(["category-head", name]), async () => {
        const category = await findCategory(db, name);
        if (!category) return null;
        return {
          kind: "category" as const,
          name: { en: category.name_en, fr: category.name_fr },
          path: `/deals/category/${encodeURIComponent(category.url_name)}`,
        };
      });
    }
    return null;
  };
}
