import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What the web build lists in dist/.vite/first-load.json (apps/web/vite.config.ts). */
interface Preloads {
  scripts: string[];
  styles: string[];
}
interface FirstLoad {
  always: Preloads;
  catalogues: { en: string; fr: string };
  pages: Array<Preloads & { name: string; pattern: string; fetch: string[] }>;
}

/** index.html for one kind of address, in each encoding a browser may ask for. */
export interface PageHtml {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

// The web's language markers (apps/web/src/i18n/language-prefix.ts): /fr, /fr/… and …/fr/.
const FRENCH_ADDRESS = /^\/fr(?:\/|$)|\/fr\/$/;

function links(
  firstLoad: FirstLoad,
  patterns: RegExp[],
  pathname: string,
  hasQuery: boolean,
): string[] {
  const page = firstLoad.pages[patterns.findIndex((pattern) => pattern.test(pathname))];
  const language = FRENCH_ADDRESS.test(pathname) ? "fr" : "en";
  const scripts = new Set([
    ...(page?.scripts ?? []),
    firstLoad.catalogues[language],
    ...firstLoad.always.scripts,
  ]);
  const styles = new Set([...(page?.styles ?? []), ...firstLoad.always.styles]);
  // A query string changes what the page asks the API (filters, sort, page): no guessing.
  const reads = hasQuery ? [] : (page?.fetch ?? []);
  return [
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...[...styles].map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ];
}

function encoded(html: string): PageHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * The SPA's HTML for an address: index.html plus preload links for what that page's first
 * render needs beyond the entry (its route chunks and CSS, the catalogue of the address's
 * language, the consent banner) and, for an address without a query string, its first API read.
 * The browser then fetches them alongside the entry instead of after running it (issue 4:
 * Lighthouse on a throttled phone). Each variant is built and compressed once, then reused.
 */
export function createPageHtml(root: string): (pathname: string, hasQuery: boolean) => PageHtml {
  const template = readFileSync(path.join(root, "index.html"), "utf8");
  const listPath = path.join(root, ".vite", "first-load.json");
  const firstLoad = existsSync(listPath)
    ? (JSON.parse(readFileSync(listPath, "utf8")) as FirstLoad)
    : null;
  const patterns = firstLoad?.pages.map((page) => new RegExp(page.pattern)) ?? [];
  const cache = new Map<string, PageHtml>();
  return (pathname, hasQuery) => {
    const tags = firstLoad ? links(firstLoad, patterns, pathname, hasQuery) : [];
    const key = tags.join("");
    let page = cache.get(key);
    if (!page) {
      page = encoded(template.replace("</head>", `${tags.join("\n    ")}\n  </head>`));
      cache.set(key, page);
    }
    return page;
  };
}

/** The best encoding the request accepts among the ones prepared. */
export function pickEncoding(acceptEncoding: string | undefined): keyof PageHtml {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
