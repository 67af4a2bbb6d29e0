import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import { seedOfferIds, seedPartnerUrlNames } from "../../db/seed";
import { buildTestApp } from "../../testing/app";
import { eventually, useContentTestApp } from "../../testing/content";
import { buildSitemaps } from "./sitemap";

const BASE = "https://spc.example.ca";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

interface Alternate {
  "@rel": string;
  "@hreflang": string;
  "@href": string;
}
interface UrlEntry {
  loc: string;
  lastmod: string;
  "xhtml:link"?: Alternate[];
}

function urlsOf(xml: string): UrlEntry[] {
  const parsed = parser.parse(xml) as { urlset?: { url?: UrlEntry | UrlEntry[] } };
  const urls = parsed.urlset?.url ?? [];
  return Array.isArray(urls) ? urls : [urls];
}

describe("/sitemap.xml and /robots.txt", () => {
  const ctx = useContentTestApp({ env: { PUBLIC_URL: BASE } });
  const sitemap = async () => {
    const response = await ctx.app().inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    return urlsOf(response.body);
  };

  it("lists every public page, category, brand, offer and blog post in both languages", async () => {
    const urls = await sitemap();
    const locs = new Set(urls.map((url) => url.loc));
    const pizza = seedPartnerUrlNames.pizza;
    for (const path of [
      "/",
      "/about",
      "/privacy",
      "/faq-help",
      "/cibc/offers",
      "/deals",
      "/deals/category/food-and-drink",
      `/deals/${pizza}`,
      `/deals/${pizza}/offer/${seedOfferIds.pizza}`,
      "/blog/stretch-your-student-budget",
    ]) {
      expect(locs, path).toContain(`${BASE}${path}`);
      expect(locs, path).toContain(path === "/" ? `${BASE}/fr` : `${BASE}/fr${path}`);
    }
    // Delisted and expired offers are not pages anyone should find.
    expect([...locs].some((loc) => loc.endsWith(`/offer/${seedOfferIds.delisted}`))).toBe(false);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it("gives each address its lastmod and the English, French and default alternates", async () => {
    const about = (await sitemap()).find((url) => url.loc === `${BASE}/fr/about`);
    expect(Number.isNaN(Date.parse(about?.lastmod ?? ""))).toBe(false);
    expect(about?.["xhtml:link"]?.map((link) => [link["@hreflang"], link["@href"]])).toEqual([
      ["en-CA", `${BASE}/about`],
      ["fr-CA", `${BASE}/fr/about`],
      ["x-default", `${BASE}/about`],
    ]);
  });

  it("adds a newly published blog post once the content version moves", async () => {
    await ctx
      .database()
      .db.update(blogPosts)
      .set({ slug: "renamed-post" })
      .where(eq(blogPosts.slug, "spc-plus-explained"));
    const urls = await eventually(sitemap, (list) =>
      list.some((url) => url.loc === `${BASE}/blog/renamed-post`),
    );
    expect(urls.some((url) => url.loc === `${BASE}/blog/spc-plus-explained`)).toBe(false);
  });

  it("sends it compressed to a client that accepts gzip", async () => {
    const response = await ctx
      .app()
      .inject({ url: "/sitemap.xml", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("points robots.txt at the sitemap and keeps crawlers out of member pages", async () => {
    const response = await ctx.app().inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(lines).toContain("User-agent: *");
    for (const path of ["/api/", "/profile", "/fr/profile", "/billing", "/admin"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
  });

  it("answers them itself when the built web app is served, before its files and fallback", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "spc-dist-"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>SPC</title>");
    writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nDisallow: /\n");
    const app = await buildTestApp({
      database: ctx.database(),
      env: { PUBLIC_URL: BASE, WEB_DIST_DIR: dist },
    });
    const robots = await app.inject({ url: "/robots.txt", headers: { accept: "text/html" } });
    const map = await app.inject({ url: "/sitemap.xml", headers: { accept: "text/html" } });
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(urlsOf(map.body).length).toBeGreaterThan(100);
  });

  it("lists English addresses only in the US build", async () => {
    const app = await buildTestApp({
      database: ctx.database(),
      env: { PUBLIC_URL: BASE, COUNTRY: "us" },
    });
    const urls = urlsOf((await app.inject({ url: "/sitemap.xml" })).body);
    await app.close();
    expect(urls.some((url) => /\/fr(\/|$)/.test(url.loc))).toBe(false);
    expect(urls.some((url) => url.loc === `${BASE}/freesamples`)).toBe(true);
    expect(urls.every((url) => url["xhtml:link"] === undefined)).toBe(true);
  });
});

describe("buildSitemaps", () => {
  const entries = ["/a", "/b", "/c"].map((path) => ({ path, lastmod: new Date(0) }));

  it("splits past the URL limit into files listed by a sitemap index", () => {
    const { index, files } = buildSitemaps(BASE, entries, ["en", "fr"], 4);
    expect(files).toHaveLength(2);
    const parsed = parser.parse(index ?? "") as { sitemapindex: { sitemap: { loc: string }[] } };
    expect(parsed.sitemapindex.sitemap.map((s) => s.loc)).toEqual([
      `${BASE}/sitemap/1.xml`,
      `${BASE}/sitemap/2.xml`,
    ]);
    expect(files.flatMap((file) => urlsOf(file))).toHaveLength(6);
  });

  it("escapes addresses and writes one file when they fit", () => {
    const { index, files } = buildSitemaps(
      BASE,
      [{ path: "/deals/a&b", lastmod: new Date(0) }],
      ["en"],
    );
    expect(index).toBeNull();
    expect(files[0]).toContain("/deals/a&amp;b");
    expect(urlsOf(files[0] ?? "")[0]?.loc).toBe(`${BASE}/deals/a&b`);
  });
});
