import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../db/seed";
import { useContentTestApp } from "../../testing/content";

// Each page's own head in the HTML the server sends (decision 0035), read with a real HTML
// parser: title in the §2.1 template, description, canonical, hreflang alternates, Open Graph.

const BASE = "https://spc.example.ca";
const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="SPC — student discounts across Canada." />
    <title>SPC</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const HTML = { accept: "text/html" };

const dist = mkdtempSync(path.join(tmpdir(), "spc-head-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = useContentTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: BASE } });

interface Head {
  status: number;
  lang: string | undefined;
  titles: string[];
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  og: Record<string, string>;
  robots: string | undefined;
}

const attr = (element: HTMLElement | null, name: string) => element?.getAttribute(name);

async function headOf(url: string): Promise<Head> {
  const response = await ctx.app().inject({ url, headers: HTML });
  const root = parse(response.body);
  const og: Record<string, string> = {};
  for (const meta of root.querySelectorAll('meta[property^="og:"]')) {
    og[meta.getAttribute("property") ?? ""] = meta.getAttribute("content") ?? "";
  }
  const alternates: Record<string, string> = {};
  for (const link of root.querySelectorAll('link[rel="alternate"]')) {
    alternates[link.getAttribute("hreflang") ?? ""] = link.getAttribute("href") ?? "";
  }
  return {
    status: response.statusCode,
    lang: attr(root.querySelector("html"), "lang"),
    titles: root.querySelectorAll("title").map((title) => title.text),
    description: attr(root.querySelector('meta[name="description"]'), "content"),
    canonical: attr(root.querySelector('link[rel="canonical"]'), "href"),
    alternates,
    og,
    robots: attr(root.querySelector('meta[name="robots"]'), "content"),
  };
}

describe("the head of each page", () => {
  it("gives /about its row's title, description, canonical, alternates and Open Graph", async () => {
    const head = await headOf("/about");
    expect(head.status).toBe(200);
    expect(head.lang).toBe("en-CA");
    expect(head.titles).toEqual(["About SPC | SPC"]);
    expect(head.description).toMatch(/\w/);
    expect(head.description).not.toBe("SPC — student discounts across Canada.");
    expect(head.canonical).toBe(`${BASE}/about`);
    expect(head.alternates).toEqual({
      "en-CA": `${BASE}/about`,
      "fr-CA": `${BASE}/fr/about`,
      "x-default": `${BASE}/about`,
    });
    expect(head.og).toMatchObject({
      "og:title": "About SPC | SPC",
      "og:description": head.description,
      "og:url": `${BASE}/about`,
      "og:type": "website",
      "og:locale": "en_CA",
      "og:locale:alternate": "fr_CA",
      "og:site_name": "SPC",
    });
    expect(head.robots).toBeUndefined();
  });

  it("gives the French address the French title and description, and French canonical", async () => {
    const head = await headOf("/fr/about");
    expect(head.lang).toBe("fr-CA");
    expect(head.titles).toEqual(["À propos de SPC | SPC"]);
    expect(head.canonical).toBe(`${BASE}/fr/about`);
    expect(head.alternates["x-default"]).toBe(`${BASE}/about`);
    expect(head.og["og:locale"]).toBe("fr_CA");
    expect(head.og["og:locale:alternate"]).toBe("en_CA");
  });

  it("uses a row's own SEO title where it has one", async () => {
    expect((await headOf("/why-spc")).titles).toEqual([
      "Why SPC: student discounts worth $250+ a year | SPC",
    ]);
    expect((await headOf("/fr/why-spc")).titles).toEqual([
      "Pourquoi SPC\u00a0: des rabais étudiants de plus de 250\u00a0$ par année | SPC",
    ]);
  });

  it("keeps spec §2.1's Home and Accueil as the home page's title", async () => {
    expect((await headOf("/")).titles).toEqual(["Home | SPC"]);
    const french = await headOf("/fr");
    expect(french.titles).toEqual(["Accueil | SPC"]);
    expect(french.canonical).toBe(`${BASE}/fr`);
  });

  it("names a page without a row by its translated page name", async () => {
    const english = await headOf("/business");
    expect(english.titles).toEqual(["SPC for business | SPC"]);
    expect(english.description).toContain("450+");
    const french = await headOf("/fr/fundraising");
    expect(french.titles).toEqual(["Collecte de fonds | SPC"]);
    expect(french.description).toContain("plus de 450");
  });

  it("names a running holiday event's page (the /:id catch-all) by the event, in each language", async () => {
    const english = await headOf("/study-break");
    expect(english.titles).toHaveLength(1);
    expect(english.titles[0]).toMatch(/ \| SPC$/);
    expect(english.titles[0]).toContain("Study break");
    const french = await headOf("/fr/study-break");
    expect(french.titles[0]).toContain("pause");
    const unknown = await headOf("/winter-break-2019");
    expect(unknown.titles[0]).toContain("not found");
  });

  it("gives a blog post its SEO text, an article type, and its slug as canonical", async () => {
    const post = await headOf("/blog/stretch-your-student-budget");
    expect(post.titles[0]).toMatch(/student budget.* \| SPC$/);
    expect(post.og["og:type"]).toBe("article");
    expect(post.canonical).toBe(`${BASE}/blog/stretch-your-student-budget`);
    const french = await headOf("/fr/blog/STRETCH-YOUR-STUDENT-BUDGET");
    expect(french.canonical).toBe(`${BASE}/fr/blog/stretch-your-student-budget`);
    expect(french.titles[0]).not.toBe(post.titles[0]);
  });

  it("marks an unknown post or address as not found, without a canonical", async () => {
    for (const url of ["/blog/no-such-post", "/fr/no/such/page"]) {
      const head = await headOf(url);
      expect(head.status).toBe(404);
      expect(head.robots).toBe("noindex");
      expect(head.canonical).toBeUndefined();
      expect(head.titles).toHaveLength(1);
    }
    expect((await headOf("/fr/blog/no-such-post")).titles).toEqual(["Page introuvable | SPC"]);
  });

  it("keeps a member's own pages out of search results", async () => {
    expect((await headOf("/profile")).robots).toBe("noindex");
  });

  it("escapes what comes from the address", async () => {
    // Any search is a page (200), and its address is the visitor's to choose.
    const url = `/search/${encodeURIComponent(`"'><script>alert(1)</script>&`)}`;
    const response = await ctx.app().inject({ url, headers: HTML });
    expect(response.body).not.toContain("<script>alert(1)");
    const root = parse(response.body);
    expect(root.querySelectorAll("script")).toHaveLength(0);
    const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    expect(canonical).toBe(`${BASE}/search/%22'%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%26`);
    expect(response.body).toContain("&#39;%3E%3Cscript%3E");
  });
});

describe("the head of a page naming a catalogue entity", () => {
  it("names an offer and its partner, with the offer's own address as canonical", async () => {
    const answer = await ctx.app().inject({ url: `/api/offers/v2/offers/${seedOfferIds.pizza}` });
    const { offer, partner } = answer.json() as {
      offer: { title_en: string; title_fr: string };
      partner: { partner_name: string; url_name: string };
    };
    const own = `${BASE}/deals/${partner.url_name}/offer/${seedOfferIds.pizza}`;
    // The alias /offer/:id forwards to the offer's own address: that is the canonical one.
    const english = await headOf(`/offer/${seedOfferIds.pizza}`);
    expect(english.titles).toEqual([`${offer.title_en} – ${partner.partner_name} | SPC`]);
    expect(english.description).toContain(partner.partner_name);
    expect(english.canonical).toBe(own);
    const french = await headOf(`/fr/deals/${partner.url_name}/offer/${seedOfferIds.pizza}`);
    expect(french.titles[0]).toContain(offer.title_fr);
    expect(french.canonical).toBe(own.replace(BASE, `${BASE}/fr`));
  });

  it("names a category in both languages", async () => {
    const english = await headOf("/deals/category/FOOD-AND-DRINK");
    expect(english.titles[0]).toMatch(/^Food.*: student deals \| SPC$/);
    expect(english.canonical).toBe(`${BASE}/deals/category/food-and-drink`);
    expect((await headOf("/fr/deals/category/food-and-drink")).titles[0]).toMatch(
      /\u00a0: rabais étudiants \| SPC$/,
    );
  });

  it("keeps a delisted offer's page out of search results", async () => {
    const head = await headOf(`/deals/offer/${seedOfferIds.delisted}`);
    expect(head.status).toBe(410);
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeUndefined();
  });
});
