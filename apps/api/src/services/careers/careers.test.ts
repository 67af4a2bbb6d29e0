import {
  CAROUSEL_TYPES,
  carouselResponseSchema,
  holidayActiveResponseSchema,
  jobOpeningsResponseSchema,
} from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carouselItems, holidayEvents, jobOpenings } from "../../db/schema";
import { eventually, useContentTestApp } from "../../testing/content";

describe("the careers service", () => {
  const ctx = useContentTestApp({ env: { CAREERS_EMAIL: "jobs@example.ca" } });
  const get = (url: string) => ctx.app().inject({ url });

  it("serves each of the seven carousels, in order, in both languages", async () => {
    for (const type of CAROUSEL_TYPES) {
      const response = await get(`/api/careers/getCarousel/${type}`);
      expect(response.statusCode, type).toBe(200);
      const items = carouselResponseSchema.parse(response.json());
      expect(items.length, type).toBeGreaterThan(0);
      expect(items.every((item) => item.text_en && item.text_fr)).toBe(true);
    }
    const team = carouselResponseSchema.parse((await get("/api/careers/getCarousel/TEAM")).json());
    expect(team.length).toBeGreaterThanOrEqual(3);
    expect(team.every((member) => member.subtext_en && member.description_fr)).toBe(true);
    const hero = carouselResponseSchema.parse((await get("/api/careers/getCarousel/HERO")).json());
    expect(hero[0]?.text_en).toMatch(/over 450 deals/);
  });

  it("refuses a type outside the seven with 400 (the spec's types are upper-case)", async () => {
    for (const type of ["team", "BOGUS"]) {
      expect((await get(`/api/careers/getCarousel/${type}`)).statusCode, type).toBe(400);
    }
  });

  it("drops an item set back to draft once the content version moves", async () => {
    const before = carouselResponseSchema.parse(
      (await get("/api/careers/getCarousel/PERK")).json(),
    );
    await ctx
      .database()
      .db.update(carouselItems)
      .set({ status: "draft" })
      .where(eq(carouselItems.id, before[0]?.id ?? 0));
    const after = await eventually(
      async () => carouselResponseSchema.parse((await get("/api/careers/getCarousel/PERK")).json()),
      (items) => items.length === before.length - 1,
    );
    expect(after.map((item) => item.id)).toEqual(before.slice(1).map((item) => item.id));
  });

  it("lists the holiday events running now, not those to come or over", async () => {
    const active = holidayActiveResponseSchema.parse(
      (await get("/api/careers/holiday/active")).json(),
    );
    expect(active.map((event) => event.slug)).toEqual(["study-break"]);
    const event = (slug: string, starts: string, ends: string) => ({
      slug,
      titleEn: slug,
      titleFr: slug,
      bodyEn: "Body",
      bodyFr: "Corps",
      status: "published" as const,
      publishedAt: sql`now() - interval '1 day'` as unknown as Date,
      startsAt: sql.raw(`now() + interval '${starts}'`) as unknown as Date,
      endsAt: sql.raw(`now() + interval '${ends}'`) as unknown as Date,
    });
    await ctx
      .database()
      .db.insert(holidayEvents)
      .values([
        event("winter-giveaway", "-1 hour", "2 days"),
        event("spring-fling", "10 days", "20 days"),
        event("fall-fair", "-20 days", "-10 days"),
      ]);
    const after = await eventually(
      async () =>
        holidayActiveResponseSchema.parse((await get("/api/careers/holiday/active")).json()),
      (events) => events.length === 2,
    );
    // The one ending first comes first.
    expect(after.map((e) => e.slug)).toEqual(["winter-giveaway", "study-break"]);
  });

  it("lists the local board's openings by category, with the careers address to apply", async () => {
    const body = jobOpeningsResponseSchema.parse((await get("/api/careers/openings")).json());
    expect(body.provider).toBe("local");
    expect(body.embed).toBeNull();
    expect(body.applications_email).toBe("jobs@example.ca");
    expect(body.categories.length).toBeGreaterThanOrEqual(2);
    const openings = body.categories.flatMap((category) => category.openings);
    expect(openings.length).toBeGreaterThanOrEqual(4);
    expect(openings.every((o) => o.apply_url.startsWith("mailto:jobs@example.ca?subject="))).toBe(
      true,
    );
    expect(openings.every((o) => o.description_en && o.description_fr)).toBe(true);
  });

  it("stops listing an opening once it closes or goes back to draft", async () => {
    const before = jobOpeningsResponseSchema.parse((await get("/api/careers/openings")).json());
    const all = before.categories.flatMap((category) => category.openings);
    const db = ctx.database().db;
    await db
      .update(jobOpenings)
      .set({ closesAt: sql`now() - interval '1 minute'` as unknown as Date })
      .where(eq(jobOpenings.id, Number(all[0]?.id)));
    await db
      .update(jobOpenings)
      .set({ status: "draft" })
      .where(eq(jobOpenings.id, Number(all[1]?.id)));
    const after = await eventually(
      async () => jobOpeningsResponseSchema.parse((await get("/api/careers/openings")).json()),
      (value) => value.categories.flatMap((c) => c.openings).length === all.length - 2,
    );
    const ids = after.categories.flatMap((c) => c.openings.map((o) => o.id));
    expect(ids).not.toContain(all[0]?.id);
    expect(ids).not.toContain(all[1]?.id);
  });
});
