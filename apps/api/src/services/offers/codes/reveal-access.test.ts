import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { codeReveals } from "../../../db/schema";
import { sameErrorAs } from "../../../testing/app";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { codeUrl, deleteUrl, ids, linkUrl, useRevealApp } from "../../../testing/offer-codes";

describe("offer code and link reveals: who may see them, and for which offers", () => {
  const { ctx, reveal, codeOf, members } = useRevealApp();
  let member: TestMember;
  let plus: TestMember;
  beforeAll(() => {
    ({ member, plus } = members());
  });

  it("answers 401 unauthorized to visitors on all three routes", async () => {
    for (const request of [
      { url: codeUrl(ids.pizza) },
      { url: linkUrl(ids.pizza) },
      { url: deleteUrl(ids.pizza), method: "DELETE" as const },
    ]) {
      const response = await ctx.app().inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
    }
  });

  it("ignores an invalid bearer token (401)", async () => {
    const response = await ctx.app().inject({
      url: codeUrl(ids.pizza),
      headers: { authorization: "Bearer not-a-session" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 403 membership_required without a valid card", async () => {
    const noProfile = await createMember(ctx.app(), { registered: false });
    const noCard = await createMember(ctx.app());
    const expired = await createMember(ctx.app(), { cards: [{ expiryDate: daysFromToday(-2) }] });
    const inactive = await createMember(ctx.app(), { cards: [{ status: "cancelled" }] });
    for (const who of [noProfile, noCard, expired, inactive]) {
      for (const url of [codeUrl(ids.pizza), linkUrl(ids.pizza)]) {
        const response = await ctx.app().inject({ url, headers: who.headers });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error).toMatchObject({
          code: "membership_required",
          message: "A valid membership card is required",
        });
      }
    }
    // Nothing was recorded for refused reveals.
    const rows = await ctx
      .database()
      .db.select()
      .from(codeReveals)
      .where(eq(codeReveals.userId, expired.userId));
    expect(rows).toEqual([]);
  });

  it("serves an SPC+ offer's code and link to plus members only (403 plus_membership_required)", async () => {
    const expiredPlus = await createMember(ctx.app(), {
      cards: [{ cobrand: "spc" }, { cobrand: "cibc", expiryDate: daysFromToday(-1) }],
    });
    const inactivePlus = await createMember(ctx.app(), {
      cards: [{ cobrand: "spc" }, { cobrand: "cibc", status: "suspended" }],
    });
    for (const who of [member, expiredPlus, inactivePlus]) {
      for (const url of [codeUrl(ids.spcPlus), linkUrl(ids.spcPlus)]) {
        const response = await ctx.app().inject({ url, headers: who.headers });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error).toMatchObject({
          code: "plus_membership_required",
          message: "This offer is exclusive to SPC+ members",
        });
      }
    }
    const code = await codeOf(plus, ids.spcPlus);
    expect(code).toMatchObject({ offer_id: ids.spcPlus, code: "LOONWINGPLUS" });
    const link = await ctx.app().inject({ url: linkUrl(ids.spcPlus), headers: plus.headers });
    expect(link.statusCode).toBe(200);
    // A plus member is a member: regular offers work too.
    expect((await codeOf(plus, ids.pizza)).code).toBe("SLICE20");
  });

  it("lists the SPC+ offer for everyone (teaser) while refusing its code", async () => {
    const detail = await ctx.app().inject({ url: `/api/offers/v2/offers/${ids.spcPlus}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().offer.is_spc_plus).toBe(true);
  });

  it("answers like the offer detail for delisted, expired and unknown offers", async () => {
    for (const [id, status, code] of [
      [ids.delisted, 410, "offer_delisted"],
      [ids.expired, 410, "offer_expired"],
      [999_999, 404, "offer_not_found"],
      ["abc", 404, "offer_not_found"],
    ] as const) {
      for (const url of [codeUrl(id), linkUrl(id)]) {
        const response = await ctx.app().inject({ url, headers: member.headers });
        expect(response.statusCode, url).toBe(status);
        expect(response.json().error.code).toBe(code);
        const detail = await ctx.app().inject({ url: `/api/offers/v2/offers/${id}` });
        expect(detail.statusCode).toBe(status);
        expect(sameErrorAs(detail.json())).toEqual(sameErrorAs(response.json()));
      }
    }
    const delisted = await reveal(member, ids.delisted);
    expect(delisted.json().error.details).toEqual({ partner_url_name: "urban-moose" });
  });

  it("checks the offer before the membership (a visitor still gets 401 first)", async () => {
    expect((await reveal(null, ids.delisted)).statusCode).toBe(401);
    const noCard = await createMember(ctx.app());
    expect((await reveal(noCard, ids.delisted)).statusCode).toBe(410);
  });
});
