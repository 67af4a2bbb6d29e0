import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { codeReveals } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { ids, linkUrl, useRevealApp } from "../../../testing/offer-codes";

describe("offer code reveals: the record of each reveal", () => {
  const { ctx, reveal, members } = useRevealApp();
  let member: TestMember;
  beforeAll(() => {
    ({ member } = members());
  });

  it("records every reveal: member, offer, code or link, context flags, time", async () => {
    const someone = await createMember(ctx.app(), { cards: [{}] });
    const before = Date.now();
    await reveal(someone, ids.pizza, "?is_online=true&is_website=false");
    await reveal(someone, ids.pizza);
    await reveal(someone, ids.cafe);
    await ctx.app().inject({ url: linkUrl(ids.pizza), headers: someone.headers });
    const rows = await ctx
      .database()
      .db.select()
      .from(codeReveals)
      .where(eq(codeReveals.userId, someone.userId))
      .orderBy(codeReveals.id);
    expect(
      rows.map((row) => [row.offerId, row.kind, row.code, row.isOnline, row.isWebsite]),
    ).toEqual([
      [ids.pizza, "code", "SLICE20", true, false],
      [ids.pizza, "code", "SLICE20", null, null],
      [ids.cafe, "code", null, null, null],
      [ids.pizza, "url", null, null, null],
    ]);
    expect(rows[3]!.url).toBe("https://www.maple-slice-pizza.example.com/order");
    for (const row of rows) {
      expect(row.revealedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.clearedAt).toBeNull();
    }
  });

  it("rejects malformed flags (400 validation_error)", async () => {
    const response = await reveal(member, ids.pizza, "?is_online=maybe");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_error");
  });
});
