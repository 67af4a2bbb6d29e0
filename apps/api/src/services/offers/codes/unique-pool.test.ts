import { offerCodeResponseSchema } from "@spc/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offerCodes } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { ids, pool, useRevealApp } from "../../../testing/offer-codes";

describe("offer code reveals: unique codes and exhausted pools", () => {
  const { ctx, reveal, codeOf, addOffer, members } = useRevealApp();
  let member: TestMember;
  let plus: TestMember;
  beforeAll(() => {
    ({ member, plus } = members());
  });

  it("upload_unique: the lowest free code, owned by the member forever", async () => {
    const first = await codeOf(member, ids.uniquePool);
    expect(first).toMatchObject({
      code: "UNIQ-0001",
      code_type: "upload_unique",
      code_mode: "unique",
    });
    expect((await codeOf(member, ids.uniquePool)).code).toBe("UNIQ-0001");
    expect((await codeOf(plus, ids.uniquePool)).code).toBe("UNIQ-0002");
    expect((await codeOf(member, ids.uniquePool)).code).toBe("UNIQ-0001");
    const [row] = await ctx
      .database()
      .db.select()
      .from(offerCodes)
      .where(and(eq(offerCodes.offerId, ids.uniquePool), eq(offerCodes.code, "UNIQ-0001")));
    expect(row!.assignedTo).toBe(member.userId);
    expect(row!.assignedAt).toBeInstanceOf(Date);
  });

  it("a double click by one member takes one unique code only", async () => {
    const offerId = await addOffer(
      { codeType: "upload_unique", codeMode: "unique" },
      pool("DBL", 5),
    );
    const someone = await createMember(ctx.app(), { cards: [{}] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => reveal(someone, offerId)));
    const codes = answers.map((response) => offerCodeResponseSchema.parse(response.json()).code);
    expect(new Set(codes)).toEqual(new Set(["DBL-0001"]));
    const assigned = await ctx
      .database()
      .db.select()
      .from(offerCodes)
      .where(and(eq(offerCodes.offerId, offerId), isNotNull(offerCodes.assignedTo)));
    expect(assigned).toHaveLength(1);
  });

  it("an exhausted or empty pool, or a missing static code, answers 409 no_code_left", async () => {
    const cases = [
      await addOffer({ codeType: "upload_unique", codeMode: "unique" }),
      await addOffer({ codeType: "upload_random", codeMode: "random" }),
      await addOffer({ codeType: "static", codeMode: "static", staticCode: null }),
    ];
    for (const offerId of cases) {
      const response = await reveal(member, offerId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          request_id: expect.any(String),
          code: "no_code_left",
          message: "No code left for this offer",
        },
      });
    }
  });
});
