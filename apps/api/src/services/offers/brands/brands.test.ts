import { brandsResponseSchema } from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partners } from "../../../db/schema";
import { seedPartnerUrlNames } from "../../../db/seed";
import { useTestApp } from "../../../testing/use-test-app";
import { invalidateCatalogue } from "../catalogue/cache";
import { indexLetter } from "./repository";

describe("GET /api/offers/brands", () => {
  const ctx = useTestApp();
  const brands = async () =>
    brandsResponseSchema.parse((await ctx.app().inject({ url: "/api/offers/brands" })).json()).data;

  it("lists every active partner with a listed offer, A to Z, each with its index letter", async () => {
    const data = await brands();
    const { rows } = await ctx.database().db.execute<{ n: number | string }>(sql`
      SELECT count(DISTINCT p.id) AS n FROM partners p JOIN offers o ON o.partner_id = p.id
      WHERE p.is_active AND o.status = 'active' AND o.start_date <= now()
        AND (o.end_date IS NULL OR o.end_date > now())`);
    expect(data).toHaveLength(Number(rows[0]?.n));
    const collator = new Intl.Collator("en-CA", { sensitivity: "base", numeric: true });
    const lettered = data.filter((brand) => brand.letter !== "#");
    expect(lettered.map((b) => b.partner_name)).toEqual(
      [...lettered.map((b) => b.partner_name)].sort(collator.compare),
    );
    expect(data.every((brand) => brand.letter === indexLetter(brand.partner_name))).toBe(true);
    expect(data.every((brand) => brand.offer_count >= 1)).toBe(true);
    expect(data.map((brand) => brand.url_name)).toContain(seedPartnerUrlNames.pizza);
  });

  it("leaves out a partner once it is made inactive", async () => {
    const db = ctx.database().db;
    await db
      .update(partners)
      .set({ isActive: false })
      .where(eq(partners.urlName, seedPartnerUrlNames.pizza));
    invalidateCatalogue(db);
    expect((await brands()).map((brand) => brand.url_name)).not.toContain(
      seedPartnerUrlNames.pizza,
    );
  });
});

describe("indexLetter", () => {
  it("files a name under its first letter without accent, or # for a digit or a sign", () => {
    expect(indexLetter("Éco Bistro")).toBe("E");
    expect(indexLetter("café boréal")).toBe("C");
    expect(indexLetter("7-Eleven")).toBe("#");
    expect(indexLetter("+Plus")).toBe("#");
  });
});
