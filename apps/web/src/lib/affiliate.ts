import { AFFILIATE_COOKIE_MAX_AGE_MS, AFFILIATE_COOKIE_NAME } from "@spc/shared";
import { readJson, removeItem, writeJson } from "./storage";

/** The partner site that sent a visitor (/rktcki?ranMID=…&ranSiteID=…, spec §2.3). */
export interface AffiliateVisit {
  ranMID: string;
  ranSiteID: string;
  /** When the visitor arrived (ms): the cookie lasts 30 days from then. */
  at: number;
}

const PENDING_KEY = "pending_affiliate";

/**
 * Held in this tab until the visitor accepts marketing cookies: the affiliate cookie is a
 * marketing cookie (issue 19), so nothing is written before that consent.
 */
export function holdAffiliateVisit(visit: AffiliateVisit): void {
  writeJson(PENDING_KEY, visit, "session");
}

export function takeHeldAffiliateVisit(): AffiliateVisit | null {
  const held = readJson(PENDING_KEY, "session") as Partial<AffiliateVisit> | null;
  removeItem(PENDING_KEY, "session");
  if (typeof held?.ranMID !== "string" || typeof held.ranSiteID !== "string") return null;
  return { ranMID: held.ranMID, ranSiteID: held.ranSiteID, at: Number(held.at) || Date.now() };
}

/** Writes the 30-day affiliate cookie, counted from the visit. */
export function writeAffiliateCookie(visit: AffiliateVisit, now = Date.now()): void {
  const left = Math.floor((visit.at + AFFILIATE_COOKIE_MAX_AGE_MS - now) / 1000);
  if (left <= 0) return;
  const value = encodeURIComponent(JSON.stringify(visit));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${AFFILIATE_COOKIE_NAME}=${value}; Max-Age=${left}; Path=/; Secure; SameSite=Lax`;
}
