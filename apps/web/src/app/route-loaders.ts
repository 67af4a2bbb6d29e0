import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { rememberAddressLanguage } from "../features/session";
import { parseLanguagePrefix } from "../i18n/language-prefix";
import { useLanguageStore } from "../i18n/language-store";
import { holdAffiliateVisit } from "../lib/affiliate";

/** A loader that forwards to `target`, keeping the query string. */
export function redirectTo(target: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(withQuery(target, new URL(request.url)));
}

/**
 * `target` with the visited address's query. A target's own parameters (the offer_id of
 * /samsung10) win over a visitor's parameters of the same name; the others follow them.
 */
export function withQuery(target: string, visited: URL): string {
  const [path = "", own] = target.split("?");
  if (own === undefined) return `${path}${visited.search}`;
  const query = new URLSearchParams(own);
  for (const [name, value] of visited.searchParams) {
    if (!query.has(name)) query.append(name, value);
  }
  return `${path}?${query}`;
}

/**
 * Root loader: /fr/…, /en/… and …/fr/ set the language and continue at the path without the
 * marker (spec §2.1). It runs before any route matches, so /deals/fr/ never reaches /deals/:name.
 */
export function languagePrefixLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language, path } = parseLanguagePrefix(url.pathname);
  if (!language) return null;
  useLanguageStore.getState().setLanguage(language, "address");
  rememberAddressLanguage();
  return redirect(`${path}${url.search}`);
}

/** The root loader only needs to run again when the next URL carries a language marker. */
export function shouldCheckLanguagePrefix({ nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return parseLanguagePrefix(nextUrl.pathname).language !== null;
}

/**
 * /rktcki?ranMID=…&ranSiteID=…: remember the affiliate for 30 days, then go home (spec §2.3).
 * The cookie is a marketing one: the consent effects write it once marketing is accepted.
 */
export function affiliateLoader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const ranMID = query.get("ranMID");
  const ranSiteID = query.get("ranSiteID");
  if (ranMID && ranSiteID) holdAffiliateVisit({ ranMID, ranSiteID, at: Date.now() });
  return redirect("/");
}
