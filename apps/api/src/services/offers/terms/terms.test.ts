import { termsResponseSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { terms } from "../../../db/schema";
import { eventually, useContentTestApp } from "../../../testing/content";

describe("GET /api/offers/getTerms", () => {
  const ctx = useContentTestApp();
  const read = async () => (await ctx.app().inject({ url: "/api/offers/getTerms" })).json();

  it("returns the terms of use in all three languages", async () => {
    const response = await ctx.app().inject({ url: "/api/offers/getTerms" });
    expect(response.statusCode).toBe(200);
    const body = termsResponseSchema.parse(response.json());
    expect(body.term_en_ca.length).toBeGreaterThan(100);
    expect(body.term_en_us.length).toBeGreaterThan(100);
    expect(body.term_fr_ca.length).toBeGreaterThan(100);
    expect(body.term_fr_ca).not.toBe(body.term_en_ca);
    expect(body.term_en_us).not.toBe(body.term_en_ca);
  });

  it("keeps a draft and a version dated in the future to itself", async () => {
    const before = await read();
    const rows = (label: string) => ({
      termEnCa: `# ${label} (CA)`,
      termEnUs: `# ${label} (US)`,
      termFrCa: `# ${label} (FR)`,
    });
    await ctx
      .database()
      .db.insert(terms)
      .values([
        {
          ...rows("Draft"),
          status: "published" as const,
          publishedAt: new Date(Date.now() + 3_600_000),
        },
        { ...rows("Draft"), status: "draft" as const },
      ]);
    // Let the cache see the new version, then check nothing changed.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await read()).toEqual(before);
  });

  it("serves a newly published version once its version bump is seen", async () => {
    await ctx
      .database()
      .db.insert(terms)
      .values({
        termEnCa: "# New terms (CA)",
        termEnUs: "# New terms (US)",
        termFrCa: "# Nouvelles conditions",
        status: "published",
        publishedAt: sql`now()` as unknown as Date,
      });
    const body = await eventually(read, (value) => value.term_en_ca === "# New terms (CA)");
    expect(body).toEqual({
      term_en_ca: "# New terms (CA)",
      term_en_us: "# New terms (US)",
      term_fr_ca: "# Nouvelles conditions",
    });
  });
});
