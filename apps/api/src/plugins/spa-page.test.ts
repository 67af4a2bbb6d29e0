import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageHtml, inlineEntryStyles, topBannerMeta } from "./spa-page";

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe("inlineEntryStyles", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "spc-dist-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(path.join(root, "assets", "index-1.css"), ".a{color:red}\n");
    await writeFile(path.join(root, "assets", "relative-1.css"), ".b{background:url(x.png)}");
    await writeFile(path.join(root, "assets", "absolute-1.css"), ".c{background:url(/x.png)}");
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes the entry CSS into the page and keeps its link disabled for Vite's preloader", () => {
    const html = inlineEntryStyles(`<head>${link("/assets/index-1.css")}</head>`, root);
    expect(html).toContain("<style>.a{color:red}</style>");
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
    );
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("disabled>"));
  });

  it("inlines CSS whose url()s are absolute", () => {
    expect(inlineEntryStyles(link("/assets/absolute-1.css"), root)).toContain(
      "<style>.c{background:url(/x.png)}</style>",
    );
  });

  it("leaves linked a stylesheet with relative url()s, or one that is missing", () => {
    for (const href of ["/assets/relative-1.css", "/assets/gone-1.css"]) {
      expect(inlineEntryStyles(link(href), root)).toBe(link(href));
    }
  });
});

describe("createPageHtml", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "spc-dist-"));
    await mkdir(path.join(root, "assets"));
    await mkdir(path.join(root, ".vite"));
    await writeFile(path.join(root, "index.html"), "<html><head><title>SPC</title></head></html>");
    await writeFile(path.join(root, "assets", "shared-1.css"), ".card{display:grid}\n");
    const firstLoad = {
      always: { scripts: [], styles: ["/assets/banner-1.css"] },
      catalogues: { en: "/assets/en-1.js", fr: "/assets/fr-1.js" },
      pages: [
        {
          name: "deals",
          pattern: "^/deals/?$",
          scripts: ["/assets/deals-1.js"],
          styles: ["/assets/shared-1.css"],
          fetch: [],
        },
      ],
    };
    await writeFile(path.join(root, ".vite", "first-load.json"), JSON.stringify(firstLoad));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes the top banner's campaign into the page, one variant per campaign (decision 0050)", async () => {
    const pageHtml = createPageHtml(root);
    const banner = topBannerMeta({
      show: true,
      promo_code: "JUNE20",
      discount: { type: "percent", value: 20 },
      ends_at: "2030-06-30T00:00:00.000Z",
    });
    const withBanner = (await pageHtml("/deals", false, undefined, false, banner)).html;
    const without = (await pageHtml("/deals", false)).html;
    expect(withBanner.identity.toString()).toContain('<meta name="spc-top-banner"');
    expect(without.identity.toString()).not.toContain("spc-top-banner");
  });

  it("writes the page's CSS into it, its link disabled, and preloads a sheet it cannot read", async () => {
    const { html } = await createPageHtml(root)("/deals", false);
    const text = html.identity.toString();
    expect(text).toContain("<style>.card{display:grid}</style>");
    expect(text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/shared-1.css" disabled>',
    );
    expect(text).not.toContain('as="style" crossorigin href="/assets/shared-1.css"');
    expect(text).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/banner-1.css">',
    );
    expect(text.indexOf("<style>")).toBeLessThan(text.indexOf("</head>"));
  });
});

describe("topBannerMeta", () => {
  it("writes nothing without a running campaign", () => {
    expect(topBannerMeta(null)).toBe("");
    expect(topBannerMeta({ show: false, promo_code: null, discount: null, ends_at: null })).toBe(
      "",
    );
  });

  it("escapes the code so staff-typed text cannot leave the attribute", () => {
    const tag = topBannerMeta({
      show: true,
      promo_code: 'A"><script>&',
      discount: { type: "fixed", value: 500 },
      ends_at: "2030-06-30T00:00:00.000Z",
    });
    expect(tag).not.toContain("<script>");
    expect(tag.match(/"/g)).toHaveLength(4);
    const content = tag.match(/content="([^"]*)"/)?.[1] ?? "";
    const decoded = content
      .replaceAll("&quot;", '"')
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    expect(JSON.parse(decoded)).toEqual({
      code: 'A"><script>&',
      type: "fixed",
      value: 500,
      ends: "2030-06-30T00:00:00.000Z",
    });
  });
});
