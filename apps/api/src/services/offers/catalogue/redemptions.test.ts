import { offersPageResponseSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import { useCatalogueApp } from "../../../testing/catalogue";
import { invalidateCatalogue } from "./cache";

const ctx = useCatalogueApp();

/** Members who each revealed the code or link of the given offers (one reveal row per pair). */
async function reveal(members: string[], offerIds: number[], times = 1) {
  const { db } = ctx.database();
  for (const member of members) {
    await db.execute(sql`INSERT INTO "user" (id, name, email)
      VALUES (${member}, ${member}, ${`${member}@example.com`}) ON CONFLICT (id) DO NOTHING`);
    for (const offerId of offerIds) {
      for (let i = 0; i < times; i += 1) {
        await db.execute(sql`INSERT INTO code_reveals (user_id, offer_id, kind, code)
          VALUES (${member}, ${offerId}, 'code', 'SEEN')`);
      }
    }
  }
  invalidateCatalogue(db);
}

async function page(method: "GET" | "POST", url: string, payload?: object) {
  const response = await ctx.app().inject({ method, url: `/api/offers${url}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return offersPageResponseSchema.parse(response.json());
}

describe("sort_by=most_redeemed ranks by recorded reveals (code_reveals)", () => {
  // Two offers ranked by members who revealed them, the least viewed first so views cannot
  // explain the order; a pool code handed out without a recorded reveal counts for nothing.
  let leastViewed: number;
  let secondLeast: number;

  beforeAll(async () => {
    const { db } = ctx.database();
    const { rows } = await db.execute<{ id: number }>(sql`SELECT o.id FROM offers o
      JOIN partners p ON p.id = o.partner_id
      WHERE o.status = 'active' AND p.is_active AND o.start_date <= now()
        AND (o.end_date IS NULL OR o.end_date > now()) AND o.search_tsv @@ 'pizza'::tsquery
      ORDER BY o.views, o.id LIMIT 2`);
    [leastViewed, secondLeast] = rows.map((row) => row.id) as [number, number];
    await reveal(["member-a", "member-b", "member-c"], [leastViewed]);
    // One member revealing again and again is one redemption.
    await reveal(["member-a"], [secondLeast], 5);
    await db.execute(sql`UPDATE offer_codes SET assigned_to = 'member-x', assigned_at = now()
      WHERE offer_id = ${seedOfferIds.uniquePool} AND code = 'UNIQ-0001'`);
    invalidateCatalogue(db);
  });

  it("in the catalogue listing: most members first, then by views", async () => {
    const cards = (await page("GET", "/v5/offers/summary?sort_by=most_redeemed&page_size=100"))
      .data;
    expect(cards.slice(0, 2).map((card) => card.offer_id)).toEqual([leastViewed, secondLeast]);
    const rest = cards.slice(2);
    expect(rest.every((card, i) => i === 0 || (rest[i - 1]?.views ?? 0) >= card.views)).toBe(true);
  });

  it("in search results: the text's matches, most members first", async () => {
    const result = await page("POST", "/v2/search?sort_by=most_redeemed&page_size=100", {
      q: "pizza",
    });
    expect(result.data.slice(0, 2).map((card) => card.offer_id)).toEqual([
      leastViewed,
      secondLeast,
    ]);
  });
});
