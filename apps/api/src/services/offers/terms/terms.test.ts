import { termsResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { terms } from "../../../db/schema";
import { buildTestApp } from "../../../testing/app";

import { useTestApp } from "../../../testing/use-test-app";

describe("GET /api/offers/getTerms", () => {
  const ctx = useTestApp();

  it("returns the terms of use in all three languages", async () => {
    const response = await ctx.app().inject({ url: "/api/offers/getTerms" });
    expect(response.statusCode).toBe(200);
    const body = termsResponseSchema.parse(response.json());
    expect(body.term_en_ca.length).toBeGreaterThan(100);
    expect(body.term_en_us.length).toBeGreaterThan(100);
    expect(body.term_fr_ca.length).toBeGreaterThan(100);
    expect(body.term_fr_ca).not.toBe(body.term_en_ca);
  });

  it("serves the newest version once a new one is published", async () => {
    await ctx
      .database()
      .db.insert(terms)
      .values({
        termEnCa: "# New terms (CA)",
        termEnUs: "# New terms (US)",
        termFrCa: "# Nouvelles conditions",
        updatedAt: new Date(Date.now() + 60_000),
      });
    // A fresh app, so the short content cache of the first one does not hide the new row.
    const fresh = await buildTestApp({ database: ctx.database() });
    const response = await fresh.inject({ url: "/api/offers/getTerms" });
    await fresh.close();

    expect(response.json()).toEqual({
      term_en_ca: "# New terms (CA)",
      term_en_us: "# New terms (US)",
      term_fr_ca: "# Nouvelles conditions",
    });
  });
});
