import { type Language, withoutLanguageMarkers } from "@spc/shared";

/** Where an ad's call to action leads: a page of the app (through the router) or another site. */
export type AdLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

/**
 * The call to action of an ad in `language` (decision 0028). A path, or an address on this site,
 * is a page of the app: it goes through the router, and in French it carries the /fr marker, so
 * the link names its language when it is opened in a new tab or shared. Any other http(s) address
 * is another site; anything else (javascript:, mailto:, a broken address) is no link at all.
 */
export function adLink(url: string, language: Language, origin: string): AdLink | null {
  let address: URL;
  try {
    address = new URL(url.trim(), origin);
  } catch {
    return null;
  }
  if (address.protocol !== "https:" && address.protocol !== "http:") return null;
  if (address.origin !== new URL(origin).origin) return { kind: "external", href: address.href };
  const path = withoutLanguageMarkers(address.pathname);
  const marked = language === "fr" ? `/fr${path === "/" ? "" : path}` : path;
  return { kind: "internal", to: `${marked}${address.search}${address.hash}` };
}
