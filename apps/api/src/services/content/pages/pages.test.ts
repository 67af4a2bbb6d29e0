import {
  CONTENT_PAGE_PATHS,
  contentPageSchema,
  contentPagesResponseSchema,
  errorEnvelopeSchema,
  faqResponseSchema,
} from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentPages, faqEntries } from "../../../db/schema";
import { eventually, useContentTestApp } from "../../../testing/content";

describe("content pages and the FAQ", () => {
  const ctx = useContentTestApp();
  const get = (url: string) => ctx.app().inject({ url });

  it("serves every seeded page by slug, with both languages, SEO and dates", async () => {
    for (const [slug, path] of Object.entries(CONTENT_PAGE_PATHS)) {
      const response = await get(`/api/content/pages/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      const page = contentPageSchema.parse(response.json());
      expect(page.path).toBe(path);
      expect(page.title_en && page.title_fr && page.seo.title_en && page.seo.title_fr).toBeTruthy();
      expect(page.seo.description_en.length).toBeLessThanOrEqual(160);
      expect(Date.parse(page.published_at)).toBeLessThanOrEqual(Date.now());
    }
    const privacy = contentPageSchema.parse((await get("/api/content/pages/privacy")).json());
    expect(privacy.body_en).toMatch(/PIPEDA/);
    expect(privacy.body_fr).toMatch(/Loi 25/);
  });

  it("falls back to the title and the lead for SEO text a page does not set", async () => {
    const about = contentPageSchema.parse((await get("/api/content/pages/about")).json());
    expect(about.seo.title_en).toBe(about.title_en);
    expect(about.seo.description_fr).toBe(about.summary_fr);
  });

  it("lists the published pages without their bodies", async () => {
    const response = await get("/api/content/pages");
    const { data } = contentPagesResponseSchema.parse(response.json());
    expect(data.map((page) => page.slug).sort()).toEqual(Object.keys(CONTENT_PAGE_PATHS).sort());
    expect(response.body).not.toContain("body_en");
  });

  it("answers 404 for an unknown slug and 400 for one that is no slug", async () => {
    const unknown = await get("/api/content/pages/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).error.code).toBe("not_found");
    expect((await get("/api/content/pages/About%20Us")).statusCode).toBe(400);
  });

  it("shows an edited page once the content version moves, with its new updated date", async () => {
    const before = contentPageSchema.parse((await get("/api/content/pages/about")).json());
    await ctx
      .database()
      .db.update(contentPages)
      .set({ titleEn: "About us, edited" })
      .where(eq(contentPages.slug, "about"));
    const after = await eventually(
      async () => contentPageSchema.parse((await get("/api/content/pages/about")).json()),
      (page) => page.title_en === "About us, edited",
    );
    expect(after.title_en).toBe("About us, edited");
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it("hides a page set back to draft, and one whose publish date has not come", async () => {
    const db = ctx.database().db;
    await db
      .update(contentPages)
      .set({ status: "draft" })
      .where(eq(contentPages.slug, "qrlanding"));
    await db
      .update(contentPages)
      .set({ publishedAt: sql`now() + interval '1 day'` as unknown as Date })
      .where(eq(contentPages.slug, "coming-soon"));
    for (const slug of ["qrlanding", "coming-soon"]) {
      const response = await eventually(
        () => get(`/api/content/pages/${slug}`),
        (r) => r.statusCode === 404,
      );
      expect(response.statusCode, slug).toBe(404);
    }
    const { data } = contentPagesResponseSchema.parse((await get("/api/content/pages")).json());
    expect(data.map((page) => page.slug)).not.toContain("qrlanding");
  });

  it("serves the FAQ by category, in order, and leaves drafts out", async () => {
    const first = faqResponseSchema.parse((await get("/api/content/faq")).json());
    const questions = first.data.flatMap((category) => category.entries);
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(first.data.length).toBeGreaterThanOrEqual(3);
    expect(first.data[0]?.slug).toBe("membership");
    expect(questions.every((q) => q.question_fr.endsWith("\u202f?"))).toBe(true);

    await ctx
      .database()
      .db.update(faqEntries)
      .set({ status: "draft" })
      .where(eq(faqEntries.slug, "free-trial"));
    const after = await eventually(
      async () => faqResponseSchema.parse((await get("/api/content/faq")).json()),
      (faq) => !faq.data.some((c) => c.entries.some((q) => q.slug === "free-trial")),
    );
    expect(after.data.flatMap((c) => c.entries)).toHaveLength(questions.length - 1);
  });

  it("answers an unchanged page with 304 to a browser that has it", async () => {
    const first = await get("/api/content/pages/why-spc");
    const etag = first.headers.etag as string;
    const again = await ctx
      .app()
      .inject({ url: "/api/content/pages/why-spc", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });
});
