import type { Language } from "@spc/shared";

// The sitemap protocol (https://www.sitemaps.org/protocol.html) with hreflang alternates
// (xhtml:link, as search engines document them): one <url> per page and language, each naming
// every language's address. A file holds at most 50,000 URLs; beyond, /sitemap.xml is an index
// of /sitemap/1.xml, /sitemap/2.xml…

/** A page of the site: its route without language marker, and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

export const SITEMAP_MAX_URLS = 50_000;

const HREFLANG: Record<Language, string> = { en: "en-CA", fr: "fr-CA" };

function xml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** The address of a route in a language: French pages carry the /fr marker (spec §2.1). */
export function addressOf(base: string, path: string, language: Language): string {
  const route = language === "fr" ? (path === "/" ? "/fr" : `/fr${path}`) : path;
  return `${base}${encodeURI(route)}`;
}

function urlElement(
  base: string,
  entry: SitemapEntry,
  language: Language,
  languages: readonly Language[],
): string {
  const lastmod = entry.lastmod.toISOString();
  const alternates =
    languages.length > 1
      ? [
          ...languages.map(
            (other) =>
              `<xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${xml(addressOf(base, entry.path, other))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(addressOf(base, entry.path, "en"))}"/>`,
        ]
      : [];
  return `<url><loc>${xml(addressOf(base, entry.path, language))}</loc><lastmod>${lastmod}</lastmod>${alternates.join("")}</url>`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * The sitemap files of these pages (each page once, in every language of the build): one file
 * when they fit, else several and the index that lists them (`index` null for one file).
 */
export function buildSitemaps(
  base: string,
  entries: readonly SitemapEntry[],
  languages: readonly Language[],
  maxUrls = SITEMAP_MAX_URLS,
): { index: string | null; files: string[] } {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    for (const language of languages) urls.push(urlElement(base, entry, language, languages));
  }
  const files: string[] = [];
  for (let start = 0; start === 0 || start < urls.length; start += maxUrls) {
    files.push(`${URLSET_OPEN}${urls.slice(start, start + maxUrls).join("\n")}\n</urlset>\n`);
  }
  if (files.length === 1) return { index: null, files };
  const newest = entries.reduce((max, entry) => Math.max(max, entry.lastmod.getTime()), 0);
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (_file, i) =>
        `<sitemap><loc>${xml(`${base}/sitemap/${i + 1}.xml`)}</loc><lastmod>${new Date(newest).toISOString()}</lastmod></sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
  return { index, files };
}

/** Member-only, staff and technical addresses crawlers have no use for (each language). */
const PRIVATE_PATHS = [
  "/api/",
  "/dev/",
  "/profile",
  "/billing",
  "/favourites",
  "/membership-screen",
  "/redirect-to-partner",
  "/logout",
  "/rktcki",
  "/admin",
];

/** robots.txt: everything public may be crawled; the sitemap is named. */
export function robotsTxt(base: string, languages: readonly Language[]): string {
  const disallowed = PRIVATE_PATHS.flatMap((path) =>
    path.startsWith("/api/") ||
    path.startsWith("/dev/") ||
    path === "/admin" ||
    !languages.includes("fr")
      ? [path]
      : [path, `/fr${path}`],
  );
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
