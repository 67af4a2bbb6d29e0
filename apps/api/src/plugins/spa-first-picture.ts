import type { FastifyInstance } from "fastify";

/** The read whose answer a page's first screen rows follow (spec §7 /theme/order). */
export const THEME_ORDER_READ = "/api/offers/theme/order";

interface Section {
  type: string;
  collection_id: number | null;
}
type Body = { data?: unknown } | null;
type Card = { image_url?: unknown };

const FIRST_PAGE = "current_page=1&page_size=24";
// The demo theme's order when /theme/order is empty or fails, as the web falls back to it.
const FALLBACK: Section = { type: "collection", collection_id: null };

/**
 * The read behind each kind of /deals row and where its cards are in the answer: the same reads
 * the rows make (apps/web/src/features/deals/components/deals-sections.tsx).
 */
function rowRead(section: Section): { url: string; cards: (body: Body) => unknown } | null {
  const data = (body: Body) => body?.data;
  switch (section.type) {
    case "limited_time":
      return { url: "/api/offers/v4/limitedTimeOffers", cards: data };
    case "trending":
      return { url: "/api/offers/v2/trendingOffers", cards: data };
    case "spc_plus":
      return { url: `/api/offers/v4/offers/summary?${FIRST_PAGE}`, cards: data };
    case "new_offers":
      return { url: `/api/offers/v5/offers/summary?${FIRST_PAGE}&offer_filters=new`, cards: data };
    case "collection":
      return {
        url: "/api/offers/v4/collections",
        cards: (body) => {
          const collections = Array.isArray(body?.data) ? body.data : [];
          const wanted = section.collection_id;
          return collections.find(
            (collection: { id?: unknown; offers?: unknown[] }) =>
              (wanted === null || collection.id === wanted) && collection.offers?.length,
          )?.offers;
        },
      };
    default:
      return null;
  }
}

// Only a same-site path or an https address goes into the page, nothing that could leave the
// attribute.
const SAFE_PICTURE = /^(?:\/(?!\/)|https:\/\/)[^\s"'<>&\\]+$/;

/**
 * The picture of the first card of the first row of /deals for a visitor (the phone's largest
 * paint), read from the catalogue answers the rows themselves read, so it is the picture the page
 * will show. The SPA's HTML preloads it, so it downloads alongside the entry instead of after the
 * entry, the page's code and its data have run (issue 4, LCP). The reads go through the API (the
 * catalogue cache: invalidated when the catalogue changes); the answer is reused for a second so a
 * burst of page loads costs one lookup. Null when there is no picture (a placeholder tile) or a
 * read fails: the page then simply has no preload.
 */
export function createFirstPicture(
  app: FastifyInstance,
  reuseMs = 1000,
): () => Promise<string | null> {
  let last: { at: number; picture: Promise<string | null> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > reuseMs) {
      last = { at: now, picture: lookUp(app).catch(() => null) };
    }
    return last.picture;
  };
}

async function lookUp(app: FastifyInstance): Promise<string | null> {
  const order = await read(app, THEME_ORDER_READ);
  const sections = Array.isArray(order?.data) && order.data.length ? order.data : [FALLBACK];
  const row = rowRead(sections[0] as Section);
  if (!row) return null;
  const cards = row.cards(await read(app, row.url));
  const picture = Array.isArray(cards) ? (cards[0] as Card | undefined)?.image_url : null;
  return typeof picture === "string" && SAFE_PICTURE.test(picture) ? picture : null;
}

async function read(app: FastifyInstance, url: string): Promise<Body> {
  // Its own address, so these lookups never count against a visitor's rate limit.
  const response = await app.inject({ method: "GET", url, remoteAddress: "127.0.0.254" });
  return response.statusCode === 200 ? (response.json() as Body) : null;
}
