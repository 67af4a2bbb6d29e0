import type { Language, RouteMatch } from "@spc/shared";

/**
 * What the HTML of a page tells search engines and link previews before any script runs
 * (issue 16 point 4, docs/decisions/0035-content-pages-and-seo.md). The app builds it from the
 * services (plugins know none); this file only writes it as tags, escaped.
 */
export interface PageHead {
  /** The whole `<title>`, the site template applied (`About SPC | SPC`). */
  title: string;
  description: string;
  /**
   * The page's address without language marker or query, percent-encoded (`/about`,
   * `/blog/budget-tips`): the canonical address and its alternates per language. Null for a
   * page that is not one (404).
   */
  path: string | null;
  /** Open Graph's kind of page: a blog post is an article, anything else a website. */
  type: "website" | "article";
  /** Asks search engines not to list the page (not-found pages, a member's own pages). */
  noindex: boolean;
}

/** The head of the page at an address, in a language; `status` is the page's HTTP status. */
export type PageHeadOf = (
  page: RouteMatch | null,
  language: Language,
  status: number,
) => Promise<PageHead>;

const HREFLANG: Record<Language, string> = { en: "en-CA", fr: "fr-CA" };
const OG_LOCALE: Record<Language, string> = { en: "en_CA", fr: "fr_CA" };

/** Text made safe for an element's content and for a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

// Characters an address may hold as they are; `%` stays, so an encoded path is not encoded twice.
const NOT_IN_URL = /[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]/g;

/**
 * The address of a page in a language: French pages carry the /fr marker (spec §2.1). `path`
 * is percent-encoded; anything that may not stand in an address is encoded on top.
 */
export function pageAddress(base: string, path: string, language: Language): string {
  const route = language === "fr" ? (path === "/" ? "/fr" : `/fr${path}`) : path;
  return `${base}${route.replace(NOT_IN_URL, (char) => encodeURIComponent(char))}`;
}

/**
 * The head's tags: title, description, canonical, hreflang alternates (each language of the
 * build and x-default, the English page) and Open Graph. Every value is escaped; addresses are
 * percent-encoded first, so nothing from the visited address can close an attribute or a tag.
 */
export function renderHead(
  head: PageHead,
  language: Language,
  site: { publicUrl: string; languages: readonly Language[] },
): string {
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.path !== null) {
    const url = pageAddress(site.publicUrl, head.path, language);
    tags.push(`<link rel="canonical" href="${attr(url)}">`);
    if (site.languages.length > 1) {
      for (const other of site.languages) {
        const href = pageAddress(site.publicUrl, head.path, other);
        tags.push(`<link rel="alternate" hreflang="${HREFLANG[other]}" href="${attr(href)}">`);
      }
      const fallback = pageAddress(site.publicUrl, head.path, site.languages[0] ?? "en");
      tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(fallback)}">`);
    }
    tags.push(`<meta property="og:url" content="${attr(url)}">`);
  }
  tags.push(
    '<meta property="og:site_name" content="SPC">',
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${attr(head.title)}">`,
    `<meta property="og:description" content="${attr(head.description)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    ...site.languages
      .filter((other) => other !== language)
      .map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`),
    '<meta name="twitter:card" content="summary">',
  );
  return tags.join("\n    ");
}

// The build's own title and description in index.html, which a page's head replaces.
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>\s*/;
const HTML_LANG = /<html lang="[^"]*"/;

/** index.html with a page's head in place of the build's title and description, and its language. */
export function withHead(template: string, headTags: string, language: Language): string {
  if (!template.includes("</head>")) return template;
  const bare = template.replace(TEMPLATE_DESCRIPTION, "").replace(TEMPLATE_TITLE, "");
  return bare
    .replace(HTML_LANG, `<html lang="${HREFLANG[language]}"`)
    .replace("</head>", `  ${headTags}\n  </head>`);
}
