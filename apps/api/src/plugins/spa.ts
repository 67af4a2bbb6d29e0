import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { type Language, matchPageAddress, NOT_FOUND_PATHS, type RouteMatch } from "@spc/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { list as crawlerPatterns, createIsbotFromList } from "isbot";
import type { Config } from "../config";
import { sendNotFound } from "./errors";
import { globalPlugin } from "./global-plugin";
import { isApiPath } from "./rate-limit";
import { createFirstPicture } from "./spa-first-picture";
import { type PageHeadOf, renderHead } from "./spa-head";
import {
  createPageHtml,
  type HeadVariant,
  pickEncoding,
  type TopBannerState,
  topBannerMeta,
} from "./spa-page";

/**
 * Crawlers by user agent (the maintained isbot list), minus two kinds of robot that stand in for a
 * person and must see what a person sees: headless browsers (the journeys, prerenderers) and
 * Lighthouse audits (bench/lighthouse.mjs weighs the page with its consent banner).
 */
const isCrawler = createIsbotFromList(
  crawlerPatterns.filter((pattern) => pattern !== "headless" && pattern !== "chrome-lighthouse"),
);

const NOT_BUILT_MESSAGE = [
  "SPC API is running, but the web app has not been built yet.",
  "Run `npm run build` (then restart) to serve it from here,",
  "or `npm run dev` to work on it with Vite on its own port (it proxies /api to this server).",
  "API documentation: /api/docs",
].join("\n");

/**
 * Vite puts content-hashed files under /assets: they never change, so browsers keep them for a
 * year. index.html must always be revalidated, or users would keep loading old bundles.
 */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join("/");
  if (normalised.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (normalised === "index.html") return "no-cache";
  return "public, max-age=3600";
}

// A missing bundle file (old chunk after a deploy) must be a 404, not HTML served as a script.
const FILE_PATH =
  /^\/assets\/|\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?)$/i;

/** A browser navigation to a client route (e.g. /deals/category/food-and-drink, /fr/why-spc). */
function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "";
  if (isApiPath(pathname) || FILE_PATH.test(pathname)) return false;
  return request.headers.accept?.includes("text/html") ?? false;
}

/**
 * The HTTP status of a page that names something (an offer, a partner…): 404 when it does not
 * exist, 410 when it is gone, 200 otherwise. The app wires it from the services (plugins know
 * no service).
 */
export type PageStatusOf = (page: RouteMatch) => Promise<number>;

const NOT_FOUND_PAGES: ReadonlySet<string> = new Set(NOT_FOUND_PATHS);

/**
 * The status of the page at an address: 404 outside the shared route table (after the language
 * markers the web strips) and on its not-found slots, else what `pageStatus` says of the route
 * (docs/decisions/0026-honest-page-statuses.md). A failed lookup serves the page as 200: the web
 * then shows its own answer to the failing read.
 */
async function statusOf(
  pathname: string,
  pageStatus: PageStatusOf | undefined,
  request: FastifyRequest,
): Promise<number> {
  const page = matchPageAddress(pathname);
  if (!page) return 404;
  // The not-found slots are 404 unless the site names what they hold (the /:id catch-all shows
  // a running holiday event): only `pageStatus` can say so.
  if (!pageStatus) return NOT_FOUND_PAGES.has(page.path) ? 404 : 200;
  if (page.path === "*") return 404;
  try {
    return await pageStatus(page);
  } catch (error) {
    request.log.warn({ err: error, page: page.path }, "page status lookup failed");
    return 200;
  }
}

// The web's language markers (apps/web/src/i18n/language-prefix.ts): /fr, /fr/… and …/fr/.
const FRENCH_ADDRESS = /^\/fr(?:\/|$)|\/fr\/$/;

/**
 * The page's own head (decision 0035): title, description, canonical and hreflang links, Open
 * Graph, in the address's language. A failed lookup leaves the build's generic head.
 */
async function headOf(
  site: SpaOptions,
  pathname: string,
  status: number,
  request: FastifyRequest,
): Promise<HeadVariant | undefined> {
  if (!site.pageHead) return undefined;
  const { languages, publicUrl } = site.config;
  const language: Language =
    FRENCH_ADDRESS.test(pathname) && languages.includes("fr") ? "fr" : (languages[0] ?? "en");
  const page = matchPageAddress(pathname);
  try {
    const head = await site.pageHead(page, language, status);
    return {
      tags: renderHead(head, language, { publicUrl, languages }),
      language,
      perAddress: status === 200 && (page?.path.includes(":") ?? false),
    };
  } catch (error) {
    request.log.warn({ err: error, page: page?.path }, "page head lookup failed");
    return undefined;
  }
}

/**
 * The top banner's campaign as a tag for the page (decision 0050); crawlers and a failed read
 * get none (the page then simply has no banner).
 */
async function topBannerOf(site: SpaOptions, request: FastifyRequest): Promise<string> {
  if (!site.topBanner) return "";
  try {
    return topBannerMeta(await site.topBanner());
  } catch (error) {
    request.log.warn({ err: error }, "top banner lookup failed");
    return "";
  }
}

/** The page for a client route: index.html with that address's preloads and head (spa-page.ts). */
async function sendPage(
  pageHtml: ReturnType<typeof createPageHtml>,
  site: SpaOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [pathname = "/", query = ""] = request.url.split("?");
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  const status = await statusOf(pathname, site.pageStatus, request);
  // Search engines and link previews get the page without pop-ups or the consent banner.
  const crawler = isCrawler(request.headers["user-agent"] ?? "");
  const head = await headOf(site, pathname, status, request);
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", cacheControlFor("index.html"))
    .header("vary", "accept-encoding, user-agent");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  // The back office is nobody's search result, whatever robots.txt a crawler read.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    reply.header("x-robots-tag", "noindex, nofollow");
  }
  const banner = crawler ? "" : await topBannerOf(site, request);
  const { html, link } = await pageHtml(pathname, query !== "", head, crawler, banner);
  if (link) reply.header("link", link);
  return reply.send(html[encoding]);
}

export type SpaOptions = {
  config: Config;
  /** The status of a page naming a catalogue entity; absent, every page of the table is 200. */
  pageStatus?: PageStatusOf;
  /** A page's title, description and links (decision 0035); absent, the build's own head. */
  pageHead?: PageHeadOf;
  /** The running campaign for the top banner (cached by the caller); absent, no banner. */
  topBanner?: () => Promise<TopBannerState>;
};

/**
 * Serves the built SPA when WEB_DIST_DIR holds one, and owns the app's not-found handler:
 * browser navigations get index.html (404 outside the route table or for an unknown entity),
 * everything else (unknown /api paths, non-GET, missing files) the 404 envelope.
 */
export const spaPlugin = globalPlugin<SpaOptions>("spc-spa", async (fastify, options) => {
  const { config } = options;
  const root = config.webDistDir;
  const built = existsSync(path.join(root, "index.html"));

  const pageHtml = built ? createPageHtml(root, createFirstPicture(fastify)) : null;
  if (pageHtml) {
    // The root is a client route too: its HTML carries the home page's preloads.
    fastify.get("/", { schema: { hide: true } }, (request, reply) =>
      sendPage(pageHtml, options, request, reply),
    );
    await fastify.register(fastifyStatic, {
      root,
      prefix: "/",
      cacheControl: false,
      // The web build writes .br and .gz beside each file (apps/web/vite.config.ts): sent to
      // browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header("cache-control", cacheControlFor(path.relative(root, filePath)));
      },
    });
  } else {
    fastify.get("/", { schema: { hide: true } }, (_request, reply) =>
      reply.type("text/plain; charset=utf-8").send(NOT_BUILT_MESSAGE),
    );
  }

  // An unknown /api address never reaches the static files (whose wildcard would answer a
  // long or odd path with 403 Forbidden): it is the API's 404, like any other method's.
  fastify.get("/api/*", { schema: { hide: true } }, sendNotFound);

  // Rate-limit 404s too, so scanning unknown API paths costs the same as calling real ones.
  const preHandler = fastify.hasDecorator("rateLimit") ? fastify.rateLimit() : undefined;
  fastify.setNotFoundHandler(preHandler ? { preHandler } : {}, (request, reply) => {
    if (pageHtml && wantsSpaPage(request)) return sendPage(pageHtml, options, request, reply);
    return sendNotFound(request, reply);
  });
});
