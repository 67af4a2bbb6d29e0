import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedOfferIds, seedPartnerUrlNames } from "../db/seed";
import { useTestApp } from "../testing/use-test-app";

// Honest page statuses (docs/decisions/0026): the same index.html, with 404 for an address
// outside the shared route table or naming an unknown offer, partner or category.
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

const dist = mkdtempSync(path.join(tmpdir(), "spc-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
writeFileSync(path.join(dist, "assets", "index-3f9a1c.js"), "console.log('spc')");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = useTestApp({ env: { WEB_DIST_DIR: dist } });

async function page(url: string) {
  const response = await ctx.app().inject({ url, headers: HTML });
  expect(response.headers["content-type"]).toContain("text/html");
  expect(response.body).toBe(INDEX_HTML);
  return response.statusCode;
}

const { pizza, delisted, expired } = seedOfferIds;
const partner = seedPartnerUrlNames.pizza;

describe("the status of a page of the route table", () => {
  it.each([
    "/",
    "/deals",
    "/about",
    "/signup/purchase",
    "/search/pizza",
    "/campus",
    "/campus/12",
    "/rktcki?ranMID=1&ranSiteID=2",
    "/cibc/activation",
    "/logout",
    "/contact-us",
    "/h&m",
    "/deals/?sort_by=views",
  ])("answers %s with the page and 200", async (url) => {
    expect(await page(url)).toBe(200);
  });

  it.each([
    "/fr",
    "/fr/why-spc",
    "/en/terms",
    "/deals/fr/",
    "/en/fr/deals",
    "/fr/deals/category/tech",
  ])("reads %s after its language markers, as the web does: 200", async (url) => {
    expect(await page(url)).toBe(200);
  });

  it.each([
    "/a/b/c",
    "/nope",
    "/fr/a/b/c",
    "/fr/nope",
    "/deals/x/offer/1/more",
    "/contest/rules/x/y",
    "/deals/fr",
  ])(
    "answers %s, outside the table (or its not-found slots), with the page and 404",
    async (url) => {
      expect(await page(url)).toBe(404);
    },
  );
});

describe("the status of a page naming a catalogue entity", () => {
  it.each([
    `/deals/${partner}/offer/${pizza}`,
    `/deals/another-name/offer/${pizza}?source=deals`,
    `/deals/offer/${pizza}`,
    `/offer/${pizza}`,
    `/fr/offer/${pizza}`,
    "/deals/category/tech",
    "/deals/category/Food-And-Drink",
    `/deals/${partner}`,
    `/partners/${partner}`,
    `/partner/${partner}`,
    "/deals/cibc",
    "/partner/CIBC",
  ])("answers the known %s with 200", async (url) => {
    expect(await page(url)).toBe(200);
  });

  it.each([
    `/deals/${partner}/offer/99999`,
    "/deals/offer/99999",
    "/offer/99999",
    "/offer/abc",
    "/deals/offer/1e3",
    `/deals/${partner}/offer/${"9".repeat(30)}`,
    "/fr/deals/offer/99999",
    "/deals/category/no-such-category",
    "/deals/category",
    "/deals/no-such-partner",
    "/partners/no-such-partner",
    "/partner/no-such-partner",
  ])("answers the unknown %s with 404", async (url) => {
    expect(await page(url)).toBe(404);
  });

  it.each([
    `/deals/urban-moose/offer/${delisted}`,
    `/deals/offer/${expired}`,
    `/offer/${delisted}`,
  ])("answers the delisted or expired %s with 410 (the page says it is gone)", async (url) => {
    expect(await page(url)).toBe(410);
  });
});

describe("what is not a page keeps its answer", () => {
  it("answers API paths as before, whatever the Accept header", async () => {
    const offer = await ctx.app().inject({ url: "/api/offers/v2/offers/99999", headers: HTML });
    expect(offer.statusCode).toBe(404);
    expect(offer.json().error.code).toBe("offer_not_found");
    const known = await ctx.app().inject({ url: `/api/offers/v2/offers/${pizza}` });
    expect(known.statusCode).toBe(200);
    const unknown = await ctx.app().inject({ url: "/api/a/b/c", headers: HTML });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("not_found");
  });

  it("serves files, and answers a missing one with the 404 envelope", async () => {
    const file = await ctx.app().inject({ url: "/assets/index-3f9a1c.js", headers: HTML });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("console.log('spc')");
    const missing = await ctx.app().inject({ url: "/assets/gone-000000.js", headers: HTML });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
  });

  it("answers a request that is not a browser navigation with the 404 envelope", async () => {
    for (const request of [
      { url: "/a/b/c" },
      { url: "/deals/offer/99999", headers: { accept: "application/json" } },
      { method: "POST" as const, url: "/deals", headers: HTML },
    ]) {
      const response = await ctx.app().inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });
});

describe("the catch-all /:id (spec §2.1)", () => {
  it("shows a running holiday event with 200, in both languages", async () => {
    expect(await page("/study-break")).toBe(200);
    expect(await page("/fr/study-break")).toBe(200);
  });

  it("answers any other single segment with 404", async () => {
    expect(await page("/winter-break-2019")).toBe(404);
  });
});
