import { offerCodeResponseSchema } from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offerCodes } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { pool, useRevealApp } from "../../../testing/offer-codes";

describe("offer code reveals: a unique pool under concurrent reveals", () => {
  const { ctx, reveal, addOffer } = useRevealApp();

  // 50 members and 100 requests: more than the default 30 s budget on a busy machine.
  it("50 concurrent reveals by 50 members of a 10-code unique pool: 10 distinct codes, 40 × 409", {
    timeout: 90_000,
  }, async () => {
    const offerId = await addOffer(
      { codeType: "upload_unique", codeMode: "unique" },
      pool("RUSH", 10),
    );
    const members = await Promise.all(
      Array.from({ length: 50 }, () => createMember(ctx.app(), { cards: [{}] })),
    );
    const responses = await Promise.all(members.map((who) => reveal(who, offerId)));

    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    const codes = ok.map((response) => offerCodeResponseSchema.parse(response.json()).code);
    expect(new Set(codes)).toEqual(new Set(pool("RUSH", 10)));
    for (const response of refused) {
      expect(response.json()).toEqual({
        error: {
          request_id: expect.any(String),
          code: "no_code_left",
          message: "No code left for this offer",
        },
      });
    }

    // Each code belongs to the one member who was shown it.
    const rows = await ctx
      .database()
      .db.select()
      .from(offerCodes)
      .where(eq(offerCodes.offerId, offerId));
    const shownTo = new Map<string, string>();
    responses.forEach((response, i) => {
      if (response.statusCode === 200) shownTo.set(response.json().code, members[i]!.userId);
    });
    for (const row of rows) expect(row.assignedTo).toBe(shownTo.get(row.code));
    expect(new Set(rows.map((row) => row.assignedTo)).size).toBe(10);

    // Only the 10 successful reveals were recorded.
    const { rows: counted } = await ctx
      .database()
      .db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM code_reveals WHERE offer_id = ${offerId}`,
      );
    expect(Number(counted[0]!.n)).toBe(10);

    // The winners get their code again; the pool stays exhausted for the others.
    for (const [i, response] of responses.entries()) {
      const again = await reveal(members[i]!, offerId);
      if (response.statusCode === 200) expect(again.json().code).toBe(response.json().code);
      else expect(again.statusCode).toBe(409);
    }
  });
});
