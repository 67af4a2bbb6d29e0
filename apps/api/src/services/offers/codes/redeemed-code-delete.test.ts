import { redeemedCodeDeleteResponseSchema } from "@spc/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { codeReveals } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { deleteUrl, ids, useRevealApp } from "../../../testing/offer-codes";

describe("DELETE /api/offers/redeemedcode/{id}: clearing reveals", () => {
  const { ctx, codeOf, members } = useRevealApp();
  let member: TestMember;
  beforeAll(() => {
    ({ member } = members());
  });

  it("clears the member's reveals of the offer, keeps the history and the unique code", async () => {
    const someone = await createMember(ctx.app(), { cards: [{}] });
    const first = await codeOf(someone, ids.uniquePool);
    await codeOf(someone, ids.uniquePool);
    await codeOf(someone, ids.pizza);
    // Another member's record of the same offer is not touched.
    await codeOf(member, ids.uniquePool);

    const response = await ctx.app().inject({
      method: "DELETE",
      url: deleteUrl(ids.uniquePool),
      headers: someone.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(redeemedCodeDeleteResponseSchema.parse(response.json())).toEqual({
      offer_id: ids.uniquePool,
      cleared: 2,
    });
    const again = await ctx.app().inject({
      method: "DELETE",
      url: deleteUrl(ids.uniquePool),
      headers: someone.headers,
    });
    expect(again.json()).toEqual({ offer_id: ids.uniquePool, cleared: 0 });

    const rows = await ctx
      .database()
      .db.select()
      .from(codeReveals)
      .where(eq(codeReveals.userId, someone.userId))
      .orderBy(codeReveals.id);
    expect(rows.map((row) => [row.offerId, row.clearedAt !== null])).toEqual([
      [ids.uniquePool, true],
      [ids.uniquePool, true],
      [ids.pizza, false],
    ]);
    const others = await ctx
      .database()
      .db.select()
      .from(codeReveals)
      .where(
        and(
          eq(codeReveals.userId, member.userId),
          eq(codeReveals.offerId, ids.uniquePool),
          isNotNull(codeReveals.clearedAt),
        ),
      );
    expect(others).toEqual([]);

    // The code is still the member's: a new reveal shows it again, and no one else gets it.
    expect((await codeOf(someone, ids.uniquePool)).code).toBe(first.code);
  });

  it("works for any signed-in user and any offer status; 404 for unknown offers", async () => {
    const noCard = await createMember(ctx.app());
    const delisted = await ctx.app().inject({
      method: "DELETE",
      url: deleteUrl(ids.delisted),
      headers: noCard.headers,
    });
    expect(delisted.statusCode).toBe(200);
    expect(delisted.json()).toEqual({ offer_id: ids.delisted, cleared: 0 });
    for (const id of [999_999, "abc"]) {
      const response = await ctx.app().inject({
        method: "DELETE",
        url: deleteUrl(id),
        headers: member.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("offer_not_found");
    }
  });
});
