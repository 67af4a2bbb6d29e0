import {
  CAROUSEL_TYPES,
  CONTENT_PAGE_PATHS,
  englishTypographyProblems,
  frenchTypographyProblems,
  matchRoutePath,
  NOT_FOUND_PATHS,
} from "@spc/shared";
import { fromMarkdown } from "mdast-util-from-markdown";
import { describe, expect, it } from "vitest";
import { seedClock } from "../../db/seed/clock";
import { blogRows } from "../../db/seed/content/blog";
import { carouselRows } from "../../db/seed/content/carousel";
import { campaignRows, holidayEventRows, nextBoxingDayWeek } from "../../db/seed/content/events";
import { faqCategoryRows, faqEntryRows } from "../../db/seed/content/faq";
import { jobCategoryRows, jobOpeningRows } from "../../db/seed/content/jobs";
import { pageRows } from "../../db/seed/content/pages";
import { termsRows } from "../../db/seed/content/terms";
import { categorySeeds } from "../../db/seed/data/categories";
import { markdownProblems } from "./markdown-policy";

// The seeded site content, checked as an editor would before publishing: every page there, both
// languages set by the shared typography rule, markdown without raw HTML or odd links, links to
// pages that exist (decision 0034).

const clock = seedClock(new Date("2026-11-25T12:00:00Z"));
const pages = pageRows(clock);
const faq = faqEntryRows(clock);
const posts = blogRows(clock);
const carousel = carouselRows(clock);
const openings = jobOpeningRows(clock);
const events = holidayEventRows(clock);
const campaigns = campaignRows(clock, 1);
const terms = termsRows();

type Text = string | null | undefined;
/** [where, English, French] for every text a visitor reads. */
const pairs: [string, Text, Text][] = [
  ...pages.flatMap((p): [string, Text, Text][] => [
    [`page ${p.slug} title`, p.titleEn, p.titleFr],
    [`page ${p.slug} summary`, p.summaryEn, p.summaryFr],
    [`page ${p.slug} body`, p.bodyEn, p.bodyFr],
    [`page ${p.slug} SEO title`, p.seoTitleEn, p.seoTitleFr],
  ]),
  ...faqCategoryRows().map((c): [string, Text, Text] => [`FAQ ${c.slug}`, c.nameEn, c.nameFr]),
  ...faq.flatMap((q): [string, Text, Text][] => [
    [`FAQ ${q.slug} question`, q.questionEn, q.questionFr],
    [`FAQ ${q.slug} answer`, q.answerEn, q.answerFr],
  ]),
  ...posts.flatMap((p): [string, Text, Text][] => [
    [`post ${p.slug} title`, p.titleEn, p.titleFr],
    [`post ${p.slug} excerpt`, p.excerptEn, p.excerptFr],
    [`post ${p.slug} body`, p.bodyEn, p.bodyFr],
  ]),
  ...carousel.flatMap((c, i): [string, Text, Text][] => [
    [`${c.type} ${i} text`, c.textEn, c.textFr],
    [`${c.type} ${i} subtext`, c.subtextEn, c.subtextFr],
    [`${c.type} ${i} description`, c.descriptionEn, c.descriptionFr],
  ]),
  ...jobCategoryRows().map((c): [string, Text, Text] => [`jobs ${c.slug}`, c.nameEn, c.nameFr]),
  ...openings.flatMap((o): [string, Text, Text][] => [
    [`opening ${o.slug} title`, o.titleEn, o.titleFr],
    [`opening ${o.slug} location`, o.locationEn, o.locationFr],
    [`opening ${o.slug} summary`, o.summaryEn, o.summaryFr],
    [`opening ${o.slug} description`, o.descriptionEn, o.descriptionFr],
  ]),
  ...events.flatMap((e): [string, Text, Text][] => [
    [`event ${e.slug} title`, e.titleEn, e.titleFr],
    [`event ${e.slug} summary`, e.summaryEn, e.summaryFr],
    [`event ${e.slug} body`, e.bodyEn, e.bodyFr],
  ]),
  ...campaigns.flatMap((c): [string, Text, Text][] => [
    [`campaign ${c.slug} title`, c.titleEn, c.titleFr],
    [`campaign ${c.slug} body`, c.bodyEn, c.bodyFr],
  ]),
  ...terms.flatMap((t): [string, Text, Text][] => [
    ["terms (CA)", t.termEnCa, t.termFrCa],
    ["terms (US)", t.termEnUs, t.termFrCa],
  ]),
];

const markdown: [string, string][] = [
  ...pages.flatMap((p): [string, string][] => [
    [`page ${p.slug}`, p.bodyEn ?? ""],
    [`page ${p.slug} (fr)`, p.bodyFr ?? ""],
  ]),
  ...faq.flatMap((q): [string, string][] => [
    [`FAQ ${q.slug}`, q.answerEn],
    [`FAQ ${q.slug} (fr)`, q.answerFr],
  ]),
  ...posts.flatMap((p): [string, string][] => [
    [`post ${p.slug}`, p.bodyEn],
    [`post ${p.slug} (fr)`, p.bodyFr],
  ]),
  ...carousel.flatMap((c, i): [string, string][] => [
    [`${c.type} ${i}`, c.descriptionEn ?? ""],
    [`${c.type} ${i} (fr)`, c.descriptionFr ?? ""],
  ]),
  ...openings.flatMap((o): [string, string][] => [
    [`opening ${o.slug}`, o.descriptionEn],
    [`opening ${o.slug} (fr)`, o.descriptionFr],
  ]),
  ...events.flatMap((e): [string, string][] => [
    [`event ${e.slug}`, e.bodyEn],
    [`event ${e.slug} (fr)`, e.bodyFr],
  ]),
  ...campaigns.flatMap((c): [string, string][] => [
    [`campaign ${c.slug}`, c.bodyEn ?? ""],
    [`campaign ${c.slug} (fr)`, c.bodyFr ?? ""],
  ]),
  ...terms.flatMap((t): [string, string][] => [
    ["terms (CA)", t.termEnCa],
    ["terms (US)", t.termEnUs],
    ["terms (FR)", t.termFrCa],
  ]),
];

interface MdNode {
  type: string;
  url?: string;
  children?: MdNode[];
}

function linksOf(text: string): string[] {
  const urls: string[] = [];
  const visit = (node: MdNode) => {
    if (node.url !== undefined) urls.push(node.url);
    for (const child of node.children ?? []) visit(child);
  };
  visit(fromMarkdown(text) as MdNode);
  return urls;
}

describe("the seeded site content", () => {
  it("has a published page for every content page of the web, at its route", () => {
    expect(pages.map((page) => page.slug).sort()).toEqual(Object.keys(CONTENT_PAGE_PATHS).sort());
    for (const page of pages) {
      const route = matchRoutePath(page.path);
      expect(route?.path, page.slug).toBe(page.path);
      expect(page.status).toBe("published");
      expect(page.titleFr).not.toBe(page.titleEn);
    }
  });

  it("writes every text in English and in French, each set by the shared typography rule", () => {
    const problems = pairs.flatMap(([where, english, french]) => {
      if (Boolean(english) !== Boolean(french)) return [`${where}: one language only`];
      return [
        ...englishTypographyProblems(english ?? "").map((problem) => `${where} (en): ${problem}`),
        ...frenchTypographyProblems(french ?? "").map((problem) => `${where} (fr): ${problem}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("holds no raw HTML and no link the pages would drop (markdown policy)", () => {
    const problems = markdown.flatMap(([where, text]) =>
      markdownProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("links only to pages of the app that exist, without a language marker", () => {
    const categories = new Set(categorySeeds.map((category) => category.key));
    const problems = markdown.flatMap(([where, text]) =>
      linksOf(text)
        .filter((url) => url.startsWith("/"))
        .flatMap((url) => {
          const route = matchRoutePath(url);
          if (!route || NOT_FOUND_PATHS.includes(route.path as never)) return [`${where}: ${url}`];
          if (/^\/(fr|en)(\/|$)/.test(url)) return [`${where}: ${url} has a language marker`];
          if (route.path === "/deals/category/:name" && !categories.has(route.params.name ?? "")) {
            return [`${where}: no category ${url}`];
          }
          return [];
        }),
    );
    expect(problems).toEqual([]);
  });

  it("states the product's facts the same way in both languages", () => {
    const whySpc = pages.find((page) => page.slug === "why-spc");
    for (const fact of ["$11.99", "450+", "$250+"]) expect(whySpc?.bodyEn).toContain(fact);
    for (const fact of ["11,99\u00a0$", "450", "250\u00a0$"])
      expect(whySpc?.bodyFr).toContain(fact);
  });

  it("fills the FAQ, the blog and the careers page", () => {
    expect(faq.length).toBeGreaterThanOrEqual(15);
    expect(new Set(faq.map((entry) => entry.categoryId)).size).toBeGreaterThanOrEqual(3);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const type of CAROUSEL_TYPES) {
      expect(
        carousel.some((item) => item.type === type),
        type,
      ).toBe(true);
    }
    expect(carousel.filter((item) => item.type === "TEAM").length).toBeGreaterThanOrEqual(3);
    expect(openings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(openings.map((opening) => opening.categoryId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set([...faq, ...posts, ...openings].map((row) => row.slug)).size).toBe(
      faq.length + posts.length + openings.length,
    );
  });

  it("serves each holiday event at a /:id address no other page takes", () => {
    for (const event of events) expect(matchRoutePath(`/${event.slug}`)?.path).toBe("/:id");
  });
});

describe("nextBoxingDayWeek", () => {
  it("is this year's December 26 to 31 in Toronto until it ends, then next year's", () => {
    expect(nextBoxingDayWeek(new Date("2026-11-25T00:00:00Z"))).toEqual({
      year: 2026,
      startsAt: new Date("2026-12-26T05:00:00Z"),
      endsAt: new Date("2027-01-01T05:00:00Z"),
    });
    expect(nextBoxingDayWeek(new Date("2026-12-28T00:00:00Z")).year).toBe(2026);
    expect(nextBoxingDayWeek(new Date("2027-01-01T05:00:00Z")).year).toBe(2027);
  });
});
