import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Language } from "@spc/shared";
import { THEME_ORDER_READ } from "./spa-first-picture";
import { withHead } from "./spa-head";

/** What the web build lists in dist/.vite/first-load.json (apps/web/vite.config.ts). */
interface Preloads {
  scripts: string[];
  styles: string[];
}
interface FirstLoad {
  always: Preloads;
  catalogues: { en: string; fr: string };
  pages: Array<
    Preloads & { name: string; pattern: string; fetch: string[]; queryKeepsReads?: boolean }
  >;
}

/** index.html for one kind of address, in each encoding a browser may ask for. */
export interface PageHtml {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

// The web's language markers (apps/web/src/i18n/language-prefix.ts): /fr, /fr/… and …/fr/.
const FRENCH_ADDRESS = /^\/fr(?:\/|$)|\/fr\/$/;

/**
 * The page's preloads: link tags for the HTML (`variant` names them: page, language, reads), and
 * the reads that depend on the address. `stylesheet` gives the tag of one of the page's sheets.
 */
function preloadsFor(
  firstLoad: FirstLoad,
  patterns: RegExp[],
  pathname: string,
  hasQuery: boolean,
  crawler: boolean,
  stylesheet: (href: string) => string,
): { tags: string[]; variant: string; addressReads: string[]; themeRows: boolean } {
  const index = patterns.findIndex((pattern) => pattern.test(pathname));
  const page = firstLoad.pages[index];
  const match = page ? patterns[index]?.exec(pathname) : null;
  const language = FRENCH_ADDRESS.test(pathname) ? "fr" : "en";
  // What every first visit draws (the consent banner) is never drawn for a crawler.
  const always = crawler ? { scripts: [], styles: [] } : firstLoad.always;
  const scripts = new Set([
    ...(page?.scripts ?? []),
    firstLoad.catalogues[language],
    ...always.scripts,
  ]);
  const styles = new Set([...(page?.styles ?? []), ...always.styles]);
  // A query string usually changes what the page asks the API (filters, sort, page): no
  // guessing, unless the page says its reads ignore it (an offer's ?source=).
  const reads = hasQuery && !page?.queryKeepsReads ? [] : (page?.fetch ?? []);
  // `$1` stands for the address's first captured part (an offer id); only digits and letters
  // are let through, so nothing from the address reaches a header unchecked.
  const captured = match?.[1] ?? "";
  const addressReads = /^[\w-]+$/.test(captured)
    ? reads.filter((href) => href.includes("$1")).map((href) => href.replace("$1", captured))
    : [];
  return {
    tags: [
      ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...[...styles].map(stylesheet),
      ...reads
        .filter((href) => !href.includes("$1"))
        .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
    ],
    variant: `${index}:${language}:${reads.length}:${crawler ? "crawler" : "person"}`,
    addressReads,
    // The page's first screen is the theme's rows: its largest paint is their first picture.
    themeRows: reads.includes(THEME_ORDER_READ),
  };
}

/**
 * Tells the web app that a crawler asked for the page (spa.ts decides from the user agent): it
 * then opens no pop-up and no consent banner (apps/web/src/lib/visitor.ts reads it).
 */
export const CRAWLER_META = '<meta name="spc-visitor" content="crawler">';

/** The promotion the top banner shows, as the store's status says (spec §7 GET /topBannerStatus). */
export interface TopBannerState {
  show: boolean;
  promo_code: string | null;
  discount: { type: "percent" | "fixed"; value: number } | null;
  ends_at: string | null;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "<": "&lt;",
  ">": "&gt;",
};

/**
 * The running campaign written into the page (decision 0050), so the web's first render already
 * holds the top banner's place and its arrival moves nothing. No campaign, no tag.
 */
export function topBannerMeta(status: TopBannerState | null | undefined): string {
  if (!status?.show || !status.promo_code || !status.discount || !status.ends_at) return "";
  const content = JSON.stringify({
    code: status.promo_code,
    type: status.discount.type,
    value: status.discount.value,
    ends: status.ends_at,
  }).replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
  return `<meta name="spc-top-banner" content="${content}">`;
}

/**
 * Variants kept: the pages of first-load.json × languages × recent first pictures, and each
 * route's own head (decision 0035) — about a hundred routes in two languages.
 */
const MAX_VARIANTS = 256;
/** Pages whose head names the address (a blog post, an offer): recent ones, compressed quickly. */
const MAX_ADDRESS_VARIANTS = 512;

function encoded(html: string, effort: "max" | "fast" = "max"): PageHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: gzipSync(identity, { level: effort === "max" ? 9 : 6 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: effort === "max" ? 11 : 5 },
    }),
  };
}

/**
 * A page's own head for createPageHtml: its tags (spa-head.ts), its language, and whether it
 * names the address (then it is one of many, kept among recent ones and compressed quickly
 * rather than at the highest effort, which costs tens of milliseconds a page).
 */
export interface HeadVariant {
  tags: string;
  language: Language;
  perAddress: boolean;
}

// The entry's stylesheet links as Vite writes them into index.html.
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
// A url() the inlined copy could resolve differently than the file did (relative to /assets/).
const RELATIVE_URL = /url\(\s*['"]?(?!\/|data:|https?:|#)/;

/**
 * index.html with the entry's CSS written into it (issue 4): a linked stylesheet blocks the first
 * paint for a round trip, by which time the entry script has often arrived and runs first, so a
 * phone showed nothing until the whole app had been evaluated; inline, the skeleton paints as
 * soon as the HTML is parsed. The link stays, `disabled` (not fetched, no effect), because Vite's
 * preloader skips a chunk's CSS only when a stylesheet link names it: otherwise a lazy chunk
 * listing the entry CSS would append it again after the pages' CSS and change the cascade.
 * A stylesheet that cannot be inlined as is (missing, relative url()) stays linked.
 */
export function inlineEntryStyles(template: string, root: string): string {
  return template.replace(
    ENTRY_STYLESHEET,
    (link, href: string) => inlinedStylesheet(root, href) ?? link,
  );
}

/**
 * A built stylesheet written into the page: its CSS in a `<style>`, then its link, `disabled`, for
 * Vite's preloader (see inlineEntryStyles). Null when it cannot be inlined as is (missing, a
 * relative url(), or text that would end the element).
 */
function inlinedStylesheet(root: string, href: string): string | null {
  const file = path.join(root, href);
  if (!existsSync(file)) return null;
  const css = readFileSync(file, "utf8");
  if (RELATIVE_URL.test(css) || css.includes("</")) return null;
  return `<style>${css.trim()}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * The SPA's HTML for an address: index.html plus preload links for what that page's first
 * render needs beyond the entry (its route chunks, the catalogue of the address's language, the
 * consent banner; their CSS written in) and, for an address without a query string, its first API reads
 * (those naming a part of the address, like an offer's id, as a Link header).
 * The browser then fetches them alongside the entry instead of after running it (issue 4:
 * Lighthouse on a throttled phone). Each variant is built and compressed once, then reused.
 */
export function createPageHtml(
  root: string,
  firstPicture: () => Promise<string | null> = async () => null,
): (
  pathname: string,
  hasQuery: boolean,
  head?: HeadVariant,
  crawler?: boolean,
  banner?: string,
) => Promise<{ html: PageHtml; link: string | null }> {
  const template = inlineEntryStyles(readFileSync(path.join(root, "index.html"), "utf8"), root);
  const listPath = path.join(root, ".vite", "first-load.json");
  const firstLoad = existsSync(listPath)
    ? (JSON.parse(readFileSync(listPath, "utf8")) as FirstLoad)
    : null;
  const patterns = firstLoad?.pages.map((page) => new RegExp(page.pattern)) ?? [];
  const cache = new Map<string, PageHtml>();
  const addressCache = new Map<string, PageHtml>();
  // The page's CSS is written into the page like the entry's (a few kB): no request before the
  // first render, and no restyling of the whole page when each chunk's sheet arrives. Each sheet
  // is read once (built file names carry a content hash), not on every page request.
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    let tag = stylesheets.get(href);
    if (tag === undefined) {
      tag =
        inlinedStylesheet(root, href) ??
        `<link rel="preload" as="style" crossorigin href="${href}">`;
      stylesheets.set(href, tag);
    }
    return tag;
  };
  return async (pathname, hasQuery, head, crawler = false, banner = "") => {
    const preloads = firstLoad
      ? preloadsFor(firstLoad, patterns, pathname, hasQuery, crawler, stylesheet)
      : { tags: [], variant: crawler ? "crawler" : "", addressReads: [], themeRows: false };
    const { addressReads } = preloads;
    const picture = preloads.themeRows ? await firstPicture() : null;
    // First, so the preload scanner asks for it before the scripts (it is one small file).
    const tags = [
      ...(crawler ? [CRAWLER_META] : []),
      ...(banner ? [banner] : []),
      ...(picture
        ? [`<link rel="preload" as="image" fetchpriority="high" href="${picture}">`]
        : []),
      ...preloads.tags,
    ];
    // A small key, not the tags themselves (they hold the page's CSS).
    const headKey = head
      ? `${head.language}|${createHash("sha1").update(head.tags).digest("base64url")}`
      : "";
    const key = `${preloads.variant}|${picture ?? ""}|${headKey}|${banner}`;
    const variants = head?.perAddress ? addressCache : cache;
    let html = variants.get(key);
    if (!html) {
      // A new first picture makes a new variant: forget old ones rather than grow without end.
      if (variants.size >= (head?.perAddress ? MAX_ADDRESS_VARIANTS : MAX_VARIANTS)) {
        variants.clear();
      }
      const page = head ? withHead(template, head.tags, head.language) : template;
      html = encoded(
        page.replace("</head>", `${tags.join("\n    ")}\n  </head>`),
        head?.perAddress ? "fast" : "max",
      );
      variants.set(key, html);
    }
    // Reads that depend on the address go in a Link header, so the cached HTML stays per page.
    const link = addressReads.length
      ? addressReads.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`).join(", ")
      : null;
    return { html, link };
  };
}

/** The best encoding the request accepts among the ones prepared. */
export function pickEncoding(acceptEncoding: string | undefined): keyof PageHtml {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
