import type {
  AdDisplayPage,
  AdsModalRecord,
  ClickRecord,
  EmailOptDisplayPage,
} from "../entities/ads";
import type { Language } from "../entities/locale";
import { matchPageAddress } from "../routes/match";
import type { RoutePath } from "../routes/paths";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// The route-table patterns (routes/paths.ts) each display_page covers (spec §2.9). Matching the
// route, not the text of the path, keeps /deals/category (no name) or /search/inStore/x (a 404)
// out, and follows React Router's ranking: /search/inStore is not /search/:query.
const PAGES_OF: Record<AdDisplayPage, readonly RoutePath[]> = {
  deals: ["/deals"],
  category: ["/deals/category/:name", "/spc-plus", "/search/inStore"],
  search: ["/search", "/search/:query"],
};

/**
 * Whether a record's display_page matches the page at this address (spec §2.9): deals only on
 * /deals; category on category pages, /spc-plus and /search/inStore; search on /search pages
 * except in-store. Language markers (/fr/…, /en/…, …/fr/) and the query are ignored.
 */
export function adMatchesPage(displayPage: AdDisplayPage, address: string): boolean {
  const path = address.split(/[?#]/)[0] ?? "";
  const route = matchPageAddress(path);
  return route !== null && PAGES_OF[displayPage].includes(route.path);
}

/** An e-mail opt record's page: "all" matches every page, the others as the ads ones do. */
export function emailOptMatchesPage(displayPage: EmailOptDisplayPage, address: string): boolean {
  return displayPage === "all" || adMatchesPage(displayPage, address);
}

/** Plus-tier users get only is_spc_plus records; everyone else only the non-plus ones. */
export function recordsForTier<T extends Pick<AdsModalRecord, "is_spc_plus">>(
  records: readonly T[],
  isPlus: boolean,
): T[] {
  return records.filter((record) => record.is_spc_plus === isPlus);
}

/**
 * The ads throttle (spec §4), over the locally stored shows of this record: no show within
 * display_cooldown_hours of the last one, and fewer than display_count shows in the last
 * display_period days (period 0 = all history; count 0 = unlimited).
 */
export function canShowAd(
  record: Pick<
    AdsModalRecord,
    "id" | "display_cooldown_hours" | "display_count" | "display_period"
  >,
  shows: readonly ClickRecord[],
  now: Date,
): boolean {
  const t = now.getTime();
  const mine = shows.filter((show) => show.id === record.id && show.timestamp <= t);
  const last = Math.max(-Infinity, ...mine.map((show) => show.timestamp));
  if (t - last < record.display_cooldown_hours * HOUR_MS) return false;
  if (record.display_count === 0) return true;
  const since = record.display_period > 0 ? t - record.display_period * DAY_MS : -Infinity;
  return mine.filter((show) => show.timestamp > since).length < record.display_count;
}

/** An ads record as one language shows it: its words, link and pictures (decision 0028). */
export interface AdInLanguage {
  title: string;
  description: string;
  /** The call to action's label; empty when the record leaves it to the app. */
  text: string;
  /** Where the call to action leads; null when the record is not clickable. */
  url: string | null;
  image: string;
  imageMobile: string;
  /** The pictures' text alternative; empty for a decorative picture. */
  imageAlt: string;
}

/**
 * The record's copy, link and pictures in `language`, never mixing the two: a French viewer gets
 * the French fields only (the spec's unsuffixed title, description and text are the English ones).
 */
export function adInLanguage(
  record: Omit<AdsModalRecord, "display_page">,
  language: Language,
): AdInLanguage {
  const fr = language === "fr";
  const url = fr ? record.url_fr : record.url_en;
  return {
    title: fr ? record.title_fr : record.title,
    description: fr ? record.description_fr : record.description,
    text: fr ? record.text_fr : record.text,
    url: record.is_clickable && url ? url : null,
    image: fr ? record.image_fr : record.image_en,
    imageMobile: fr ? record.image_mobile_fr : record.image_mobile_en,
    imageAlt: fr ? record.image_alt_fr : record.image_alt_en,
  };
}
