/**
 * Spec §2.6: the top banner (the store's promotion strip, GET /api/store/topBannerStatus) is
 * hidden on the easy-promo, back-to-school marketplace and landing routes. "Landing routes" are
 * read as every path whose first segment is a landing page: /landingcontest/:url, /qrlanding and
 * /bts-market-landing (decision 0039, "Web"). Whatever draws the banner asks this first.
 */
const HIDDEN_EXACT = new Set(["/bts-easy-promo", "/bts-market-landing", "/qrlanding"]);
const HIDDEN_PREFIXES = ["/landingcontest/"];

export function isTopBannerHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return HIDDEN_EXACT.has(path) || HIDDEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}
