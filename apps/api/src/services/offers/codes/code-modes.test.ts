import { offerCodeResponseSchema } from "@spc/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offerCodes } from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { ids, useRevealApp } from "../../../testing/offer-codes";

describe("offer code reveals: each code mode and type", () => {
  const { ctx, reveal, codeOf, addOffer, members } = useRevealApp();
  let member: TestMember;
  let plus: TestMember;
  beforeAll(() => {
    ({ member, plus } = members());
  });

  it("static: the offer's static code, with the partner link", async () => {
    const response = await reveal(member, ids.pizza);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = offerCodeResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      offer_id: ids.pizza,
      code: "SLICE20",
      code_mode: "static",
      code_type: "static",
      url: "https://www.maple-slice-pizza.example.com/order",
    });
  });

  it("no_code: no code, the offer link only", async () => {
    const body = await codeOf(member, ids.cafe);
    expect(body.code).toBeNull();
    expect(body.code_mode).toBe("no_code");
    // The café offer has no link of its own: its partner's website.
    expect(body.url).toBe("https://www.cafe-boreal.example.com");
  });

  it("card_number: the member's own valid card number, the primary one first", async () => {
    expect((await codeOf(member, ids.cardNumber)).code).toBe(member.cardNumbers[0]);
    const several = await createMember(ctx.app(), {
      cards: [
        { cobrand: "spc", expiryDate: daysFromToday(-30) },
        { cobrand: "spc" },
        { cobrand: "campus", isPrimary: true },
      ],
    });
    expect((await codeOf(several, ids.cardNumber)).code).toBe(several.cardNumbers[2]);
    const noPrimary = await createMember(ctx.app(), {
      cards: [{ cobrand: "spc", status: "cancelled" }, { cobrand: "spc" }],
    });
    expect((await codeOf(noPrimary, ids.cardNumber)).code).toBe(noPrimary.cardNumbers[1]);
  });

  it("generated: a per-member code, the same on every reveal, different between members", async () => {
    const first = await codeOf(member, ids.generatedCode);
    expect(first).toMatchObject({ code_type: "generated", code_mode: "random" });
    expect(first.code).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect((await codeOf(member, ids.generatedCode)).code).toBe(first.code);
    const other = await codeOf(plus, ids.generatedCode);
    expect(other.code).not.toBe(first.code);
    // Another offer, another code for the same member.
    const offerId = await addOffer({ codeType: "generated", codeMode: "unique" });
    expect((await codeOf(member, offerId)).code).not.toBe(first.code);
    // Nothing is taken from a pool.
    const taken = await ctx
      .database()
      .db.select()
      .from(offerCodes)
      .where(eq(offerCodes.offerId, ids.generatedCode));
    expect(taken).toEqual([]);
  });

  it("upload_random: a code of the pool, the same again for the same member, never assigned", async () => {
    const first = await codeOf(member, ids.randomPool);
    expect(first).toMatchObject({ code_type: "upload_random", code_mode: "random" });
    expect(first.code).toMatch(/^LOON-000[1-5]$/);
    for (let i = 0; i < 3; i++) {
      expect((await codeOf(member, ids.randomPool)).code).toBe(first.code);
    }
    // Any number of members can draw from a shared pool of 5.
    const drawn = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const someone = await createMember(ctx.app(), { cards: [{}] });
      drawn.add((await codeOf(someone, ids.randomPool)).code!);
    }
    for (const code of drawn) expect(code).toMatch(/^LOON-000[1-5]$/);
    const assigned = await ctx
      .database()
      .db.select()
      .from(offerCodes)
      .where(and(eq(offerCodes.offerId, ids.randomPool), isNotNull(offerCodes.assignedTo)));
    expect(assigned).toEqual([]);
  });

  it("upload_random with code mode unique hands each code to one member", async () => {
    const offerId = await addOffer({ codeType: "upload_random", codeMode: "unique" }, [
      "R-1",
      "R-2",
    ]);
    const a = await codeOf(member, offerId);
    const b = await codeOf(plus, offerId);
    expect(new Set([a.code, b.code])).toEqual(new Set(["R-1", "R-2"]));
    const third = await reveal(await createMember(ctx.app(), { cards: [{}] }), offerId);
    expect(third.statusCode).toBe(409);
  });
});
