/**
 * The top banner's campaign (spec §2.6, §7 GET /topBannerStatus) as the server wrote it into the
 * page (apps/api/src/plugins/spa-page.ts, decision 0050): the first render knows whether the strip
 * is there, so it holds its place from the start and its arrival moves nothing.
 */
export interface TopBannerCampaign {
  code: string;
  type: "percent" | "fixed";
  /** Whole percent (20 = 20 %) or cents off. */
  value: number;
  /** ISO date-time the campaign ends. */
  ends: string;
}

/** Session storage: the code of the campaign the visitor closed (a new campaign shows again). */
export const TOP_BANNER_DISMISSED_KEY = "spc.topBanner.dismissed";

/** The campaign in the page's `spc-top-banner` tag, or null (none, malformed, or over). */
export function readTopBannerCampaign(
  doc: Document | undefined = globalThis.document,
  now: number = Date.now(),
): TopBannerCampaign | null {
  const content = doc?.querySelector('meta[name="spc-top-banner"]')?.getAttribute("content");
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Partial<TopBannerCampaign>;
    const { code, type, value, ends } = parsed;
    if (typeof code !== "string" || !code) return null;
    if (type !== "percent" && type !== "fixed") return null;
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
    if (typeof ends !== "string" || !(Date.parse(ends) > now)) return null;
    return { code, type, value, ends };
  } catch {
    return null;
  }
}
