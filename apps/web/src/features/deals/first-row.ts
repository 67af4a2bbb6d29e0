import type { ThemeSection } from "@spc/shared";
import type { QueryClient } from "@tanstack/react-query";
import { FIRST_PAGE, offersSummaryQueryOptions, plusOffersQueryOptions } from "../offers";
import { collectionsQueryOptions } from "./api/get-collections";
import { limitedTimeOffersQueryOptions } from "./api/get-limited-time-offers";
import { themeOrderQueryOptions } from "./api/get-theme-order";
import { trendingOffersQueryOptions } from "./api/get-trending-offers";

/** When /theme/order fails or is empty, the brief's order: collections, trending, limited time. */
export const FALLBACK_SECTIONS: ThemeSection[] = [
  { key: "collection", type: "collection", collection_id: null },
  { key: "trending", type: "trending", collection_id: null },
  { key: "limited_time", type: "limited_time", collection_id: null },
];

/** Reads a kind of /deals row's cards with the same options its row component queries with. */
function prefetchRow(client: QueryClient, type: ThemeSection["type"]): Promise<void> {
  switch (type) {
    case "limited_time":
      return client.prefetchQuery(limitedTimeOffersQueryOptions());
    case "trending":
      return client.prefetchQuery(trendingOffersQueryOptions());
    case "spc_plus":
      return client.prefetchQuery(plusOffersQueryOptions(FIRST_PAGE));
    case "new_offers":
      return client.prefetchQuery(offersSummaryQueryOptions({ ...FIRST_PAGE, filters: ["new"] }));
    case "collection":
      return client.prefetchQuery(collectionsQueryOptions());
  }
}

/**
 * Reads the theme order and the first row's cards into the cache as soon as the /deals page's
 * code arrives, before the first render: the rows then mount with their data and the first row's
 * cards (the phone's largest paint) are in the page's first commit, instead of after a chain of
 * mount → fetch → render → mount → fetch → render (issue 4, LCP). The HTML preloads both
 * answers, so these reads are served from the browser's cache. A failure is left to the rows,
 * which read and report again.
 */
export async function prefetchFirstRow(client: QueryClient): Promise<void> {
  const order = await client.fetchQuery(themeOrderQueryOptions());
  const [first] = order.data.length ? order.data : FALLBACK_SECTIONS;
  if (first) await prefetchRow(client, first.type);
}
