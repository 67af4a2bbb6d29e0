import { useEffect } from "react";
import { type NavigationType, useLocation, useNavigationType } from "react-router";
import { readString, writeString } from "./storage";

/**
 * Local storage key written (with the date) on a browser's first page view. Its absence when a
 * document starts is what makes this a first visit (docs/decisions/0028-ads-in-both-languages.md).
 */
export const FIRST_VISIT_KEY = "first_visit";

interface Visit {
  /** Nothing was stored when this document started: the browser's first visit. */
  firstVisit: boolean;
  /** Page views of this document so far, the current one included. */
  pageViews: number;
  /** The router location counted last. */
  locationKey: string;
}

let visit: Visit | null = null;

/**
 * Counts a page view. The first call of a document reads and writes the first-visit flag. A new
 * location reached by a link or the history (push, pop) is a new page view; one reached by a
 * replace (a redirect, a language marker stripped, a query cleaned up) continues the page view.
 */
export function notePageView(locationKey: string, navigationType: `${NavigationType}`): void {
  if (visit === null) {
    const firstVisit = readString(FIRST_VISIT_KEY) === null;
    if (firstVisit) writeString(FIRST_VISIT_KEY, new Date().toISOString());
    visit = { firstVisit, pageViews: 1, locationKey };
    return;
  }
  if (locationKey === visit.locationKey) return;
  visit.locationKey = locationKey;
  if (navigationType !== "REPLACE") visit.pageViews += 1;
}

/**
 * Whether the visitor is still on the first page view of their first visit — the moment the
 * cookie banner greets them and nothing else should jump at them. True until a page view is
 * counted: unknown reads as "first".
 */
export function isFirstPageViewOfFirstVisit(): boolean {
  return visit === null || (visit.firstVisit && visit.pageViews === 1);
}

/** Counts this document's page views; mounted once, by the shell around every page. */
export function usePageViews(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => notePageView(key, navigationType), [key, navigationType]);
}

/** For tests: forget this document's visit, as a new page load would. */
export function forgetVisitForTests(): void {
  visit = null;
}
