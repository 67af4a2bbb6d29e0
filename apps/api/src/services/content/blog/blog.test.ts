import {
  BLOG_PAGE_SIZE,
  blogListResponseSchema,
  blogPostSchema,
  errorEnvelopeSchema,
} from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../../db/schema";
import { eventually, useContentTestApp } from "../../../testing/content";

function draftPost(slug: string) {
  return {
    slug,
    titleEn: `Post ${slug}`,
    titleFr: `Billet ${slug}`,
    bodyEn: "Body.",
    bodyFr: "Corps.",
    authorName: "Test",
  };
}

describe("the blog", () => {
  const ctx = useContentTestApp();
  const get = (url: string) => ctx.app().inject({ url });
  const list = async (query = "") =>
    blogListResponseSchema.parse((await get(`/api/content/blog${query}`)).json());

  it("lists the published posts newest first, nine to a page", async () => {
    const first = await list();
    expect(first.pagination).toMatchObject({ current_page: 1, page_size: BLOG_PAGE_SIZE });
    expect(first.pagination.total).toBeGreaterThanOrEqual(6);
    const dates = first.data.map((post) => Date.parse(post.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.data[0]).not.toHaveProperty("body_en");
    expect(first.data.every((post) => post.reading_minutes_en >= 1)).toBe(true);
  });

  it("pages through the posts without repeating one", async () => {
    const total = (await list()).pagination.total;
    const page1 = await list("?page_size=4");
    const page2 = await list("?page_size=4&current_page=2");
    expect(page1.pagination.total_pages).toBe(Math.ceil(total / 4));
    const ids = [...page1.data, ...page2.data].map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list("?current_page=99")).data).toEqual([]);
    expect((await get("/api/content/blog?page_size=500")).statusCode).toBe(400);
  });

  it("serves a post by slug, by id, and by a slug typed in capitals", async () => {
    const [newest] = (await list()).data;
    const bySlug = blogPostSchema.parse((await get(`/api/content/blog/${newest?.slug}`)).json());
    const byId = blogPostSchema.parse((await get(`/api/content/blog/${newest?.id}`)).json());
    const upper = await get(`/api/content/blog/${newest?.slug.toUpperCase()}`);
    expect(byId).toEqual(bySlug);
    expect(upper.statusCode).toBe(200);
    expect(bySlug.body_en.length).toBeGreaterThan(200);
    expect(bySlug.body_fr).not.toBe(bySlug.body_en);
    expect(bySlug.seo.description_en).toBe(bySlug.excerpt_en);
  });

  it("answers 404 for an unknown slug or id, and an id past the column", async () => {
    for (const identifier of ["no-such-post", "999999", "99999999999"]) {
      const response = await get(`/api/content/blog/${identifier}`);
      expect(response.statusCode, identifier).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe("not_found");
    }
  });

  it("never serves a draft or a post dated in the future, and shows a post when its date comes", async () => {
    const db = ctx.database().db;
    const before = (await list()).pagination.total;
    await db.insert(blogPosts).values([
      draftPost("a-draft"),
      {
        ...draftPost("scheduled-later"),
        status: "published",
        publishedAt: sql`now() + interval '1 day'` as unknown as Date,
      },
      {
        ...draftPost("scheduled-soon"),
        status: "published",
        publishedAt: sql`now() + interval '1 second'` as unknown as Date,
      },
    ]);
    for (const slug of ["a-draft", "scheduled-later", "scheduled-soon"]) {
      expect((await get(`/api/content/blog/${slug}`)).statusCode, slug).toBe(404);
    }
    // No write happens when the date comes: the cache clears itself at the publish date.
    const soon = await eventually(
      () => get("/api/content/blog/scheduled-soon"),
      (response) => response.statusCode === 200,
    );
    expect(soon.statusCode).toBe(200);
    expect((await list()).pagination.total).toBe(before + 1);
    expect((await get("/api/content/blog/a-draft")).statusCode).toBe(404);
    expect((await get("/api/content/blog/scheduled-later")).statusCode).toBe(404);
  });

  it("shows an edited post once the content version moves", async () => {
    const [newest] = (await list()).data;
    await ctx
      .database()
      .db.update(blogPosts)
      .set({ titleFr: "Titre modifié" })
      .where(eq(blogPosts.id, newest?.id ?? 0));
    const post = await eventually(
      async () => blogPostSchema.parse((await get(`/api/content/blog/${newest?.id}`)).json()),
      (value) => value.title_fr === "Titre modifié",
    );
    expect(post.title_fr).toBe("Titre modifié");
  });
});
