import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/app";

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
// A person's browser: without a user agent of its own, inject's would count as a crawler.
const HTML = {
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("serving the built SPA", () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "spc-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), INDEX_HTML);
    await writeFile(path.join(dist, "assets", "index-3f9a1c.js"), "console.log('spc')");
    await writeFile(path.join(dist, "humans.txt"), "Team: SPC");
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("serves index.html at the root, never cached without revalidation", async () => {
    const response = await app.inject({ url: "/", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the back office out of search results, and only it", async () => {
    const admin = await app.inject({ url: "/admin/audit", headers: HTML });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const home = await app.inject({ url: "/", headers: HTML });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
  });

  it.each(["/deals/category/food", "/fr/why-spc"])(
    "falls back to index.html for the client route %s",
    async (url) => {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("lets browsers keep hashed assets for a year", async () => {
    const response = await app.inject({ url: "/assets/index-3f9a1c.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each([`/api/${"a/".repeat(3000)}`, "/api/%00", `/api/${"x".repeat(300)}`])(
    "answers the unknown API path %# with the 404 envelope, never the static files' 403",
    async (url) => {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    },
  );

  it("serves other files with a short cache", async () => {
    const response = await app.inject({ url: "/humans.txt" });
    expect(response.body).toBe("Team: SPC");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it.each(["/assets/gone-000000.js", "/logo-old.png"])(
    "answers the missing file %s with the 404 envelope, never the page",
    async (url) => {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    },
  );

  it("keeps the query string out of the decision", async () => {
    const response = await app.inject({ url: "/deals?sort_by=views&page=2", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("never answers an unknown /api path with the page, even for a browser", async () => {
    const response = await app.inject({ url: "/api/v1/unknown", headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  it("answers a POST to a client route with the 404 envelope", async () => {
    const response = await app.inject({ method: "POST", url: "/deals", headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("without a built SPA", () => {
  it("explains at the root how to build the web app", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/" });
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("npm run build");
  });
});

describe("the page's preloads", () => {
  const FIRST_LOAD = {
    always: { scripts: ["/assets/cookie-banner-1.js"], styles: ["/assets/cookie-banner-1.css"] },
    catalogues: { en: "/assets/en-1.js", fr: "/assets/fr-1.js" },
    pages: [
      { name: "home", pattern: "^/$", scripts: ["/assets/home-1.js"], styles: [], fetch: [] },
      {
        name: "deals",
        pattern: "^/deals/?$",
        scripts: ["/assets/deals-1.js", "/assets/shared-1.js"],
        styles: ["/assets/shared-1.css"],
        fetch: [
          "/api/offers/theme/order",
          "/api/offers/v5/offers/summary?current_page=1&page_size=24",
        ],
      },
      {
        name: "offer",
        pattern: "^/deals/[^/]+/offer/([^/]+)/?$",
        scripts: ["/assets/offer-1.js"],
        styles: [],
        fetch: ["/api/offers/v2/offers/$1"],
        queryKeepsReads: true,
      },
    ],
  };
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "spc-dist-"));
    await mkdir(path.join(dist, ".vite"));
    await writeFile(path.join(dist, "index.html"), "<html><head><title>SPC</title></head></html>");
    await writeFile(path.join(dist, ".vite", "first-load.json"), JSON.stringify(FIRST_LOAD));
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => (await app.inject({ url, headers: HTML })).body;

  it("asks for the page's chunks, its CSS, the catalogue and its first API read in the HTML", async () => {
    const html = await page("/deals");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/deals-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/cookie-banner-1.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/shared-1.css">',
    );
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/offers/v5/offers/summary?current_page=1&page_size=24">',
    );
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("serves a theme-rows page without a picture preload when the catalogue cannot be read", async () => {
    // No catalogue behind this app (a stub database): spa-first-picture.test.ts covers the rest.
    const response = await app.inject({ url: "/deals", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("/assets/deals-1.js");
    expect(response.body).not.toContain('as="image"');
  });

  it("tells the app a crawler asked, and leaves the consent banner out of its page", async () => {
    const crawler = await app.inject({
      url: "/deals",
      headers: {
        ...HTML,
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    expect(crawler.body).toContain('<meta name="spc-visitor" content="crawler">');
    expect(crawler.body).not.toContain("/assets/cookie-banner-1.js");
    expect(crawler.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/deals-1.js">',
    );
    expect(crawler.headers.vary).toContain("user-agent");

    // Headless browsers and Lighthouse stand in for people: they get the person's page.
    for (const agent of [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ]) {
      const body = (await app.inject({ url: "/deals", headers: { ...HTML, "user-agent": agent } }))
        .body;
      expect(body).not.toContain("spc-visitor");
    }

    // A person's browser on the same page (the variants are cached apart).
    const person = await app.inject({
      url: "/deals",
      headers: {
        ...HTML,
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      },
    });
    expect(person.body).not.toContain("spc-visitor");
    expect(person.body).toContain("/assets/cookie-banner-1.js");
  });

  it("does not guess the API read of an address with a query string", async () => {
    const html = await page("/deals?offer_filters=new");
    expect(html).toContain("/assets/deals-1.js");
    expect(html).not.toContain('as="fetch"');
  });

  it("serves the root with the home page's chunks, other pages with the common ones", async () => {
    expect(await page("/")).toContain("/assets/home-1.js");
    const other = await page("/about");
    expect(other).not.toContain("/assets/home-1.js");
    expect(other).toContain("/assets/en-1.js");
  });

  it("preloads the French catalogue for a French address", async () => {
    const html = await page("/fr/deals");
    expect(html).toContain("/assets/fr-1.js");
    expect(html).not.toContain("/assets/en-1.js");
  });

  it("sends the page compressed to browsers that accept it", async () => {
    const response = await app.inject({
      url: "/deals",
      headers: { ...HTML, "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(await page("/deals"));
  });

  it("asks for an address's own read (an offer) in a Link header, query string or not", async () => {
    for (const url of [
      "/deals/maple-slice-pizza/offer/12",
      "/deals/maple-slice-pizza/offer/12?source=deals",
    ]) {
      const response = await app.inject({ url, headers: HTML });
      expect(response.headers.link).toBe(
        "</api/offers/v2/offers/12>; rel=preload; as=fetch; crossorigin",
      );
      expect(response.body).toContain("/assets/offer-1.js");
      expect(response.body).not.toContain('as="fetch"');
    }
    const odd = await app.inject({ url: "/deals/x/offer/%3Cscript%3E", headers: HTML });
    expect(odd.headers.link).toBeUndefined();
  });
});
