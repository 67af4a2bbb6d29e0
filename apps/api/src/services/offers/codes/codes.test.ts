import {
  offerCodeResponseSchema,
  offerUrlResponseSchema,
  redeemedCodeDeleteResponseSchema,
} from "@spc/shared";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { codeReveals, offerCodes, offers, partners } from "../../../db/schema";
import { seedOfferIds } from "../../../db/seed";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";

import { useTestApp } from "../../../testing/use-test-app";

const ids = seedOfferIds;
const codeUrl = (id: number | string, query = "") => `/api/offers/v2/offers/${id}/code${query}`;
const linkUrl = (id: number | string, query = "") => `/api/offers/v2/offers/${id}/url${query}`;
const deleteUrl = (id: number | string) => `/api/offers/redeemedcode/${id}`;

describe("offer code and link reveals", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
  /** A valid regular (spc) card. */
  let member: TestMember;
  /** A valid cibc card: SPC+. */
  let plus: TestMember;

  beforeAll(async () => {
    member = await createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });
    plus = await createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] });
  });

  async function reveal(who: TestMember | null, id: number | string, query = "") {
    return ctx.app().inject({ url: codeUrl(id, query), headers: who?.headers ?? {} });
  }

  async function codeOf(who: TestMember, id: number) {
    const response = await reveal(who, id);
    expect(response.statusCode, response.body).toBe(200);
    return offerCodeResponseSchema.parse(response.json());
  }

  /** A new online offer of an existing partner, with the given code settings and pool. */
  async function addOffer(
    values: Partial<typeof offers.$inferInsert>,
    pool: string[] = [],
  ): Promise<number> {
    const [template] = await ctx
      .database()
      .db.select()
      .from(offers)
      .where(eq(offers.id, ids.uniquePool));
    const [row] = await ctx
      .database()
      .db.insert(offers)
      .values({
        partnerId: template!.partnerId,
        categoryId: template!.categoryId,
        titleEn: "Test offer",
        titleFr: "Offre de test",
        online: true,
        startDate: new Date(Date.now() - 86_400_000),
        offerUrl: "https://partner.example.com/deal",
        ...values,
      })
      .returning({ id: offers.id });
    if (pool.length > 0) {
      await ctx
        .database()
        .db.insert(offerCodes)
        .values(pool.map((code) => ({ offerId: row!.id, code })));
    }
    return row!.id;
  }

  const pool = (prefix: string, size: number) =>
    Array.from({ length: size }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}`);

  describe("authorization", () => {
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
      expect(code).toMatchObject({ offer_id: ids.spcPlus, code: "AURORAPLUS" });
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
          expect(detail.json().error).toEqual(response.json().error);
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

  describe("code modes and types", () => {
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
          error: { code: "no_code_left", message: "No code left for this offer" },
        });
      }
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

  describe("GET /v2/offers/{id}/url", () => {
    it("serves offer_url, or offer_url_fr in French (query, else profile language)", async () => {
      const [cibc] = await ctx.database().db.select().from(offers).where(eq(offers.id, ids.cibc60));
      expect(cibc!.offerUrlFr).not.toBe(cibc!.offerUrl);
      const french = await createMember(ctx.app(), { language: "fr", cards: [{}] });
      const ask = async (who: TestMember, query = "") => {
        const response = await ctx.app().inject({
          url: linkUrl(ids.cibc60, query),
          headers: who.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["cache-control"]).toBe("private, no-store");
        return offerUrlResponseSchema.parse(response.json());
      };
      expect(await ask(member)).toEqual({
        offer_id: ids.cibc60,
        url: cibc!.offerUrl,
        language: "en",
      });
      expect(await ask(member, "?language=fr")).toMatchObject({ url: cibc!.offerUrlFr });
      expect(await ask(french)).toMatchObject({ url: cibc!.offerUrlFr, language: "fr" });
      expect(await ask(french, "?language=en")).toMatchObject({ url: cibc!.offerUrl });
      // No French page: the English one.
      const pizza = await ctx.app().inject({ url: linkUrl(ids.pizza), headers: french.headers });
      expect(pizza.json().url).toBe("https://www.maple-slice-pizza.example.com/order");
    });

    it("falls back to the partner website, and answers 404 offer_url_not_found without one", async () => {
      const offerId = await addOffer({ offerUrl: null });
      const [offer] = await ctx.database().db.select().from(offers).where(eq(offers.id, offerId));
      const [partner] = await ctx
        .database()
        .db.select()
        .from(partners)
        .where(eq(partners.id, offer!.partnerId));
      const response = await ctx.app().inject({ url: linkUrl(offerId), headers: member.headers });
      expect(response.json().url).toBe(partner!.websiteUrl);

      await ctx
        .database()
        .db.update(partners)
        .set({ websiteUrl: null })
        .where(eq(partners.id, offer!.partnerId));
      const none = await ctx.app().inject({ url: linkUrl(offerId), headers: member.headers });
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toEqual({
        code: "offer_url_not_found",
        message: "This offer has no link",
      });
      await ctx
        .database()
        .db.update(partners)
        .set({ websiteUrl: partner!.websiteUrl })
        .where(eq(partners.id, offer!.partnerId));
    });
  });

  describe("DELETE /redeemedcode/{id}", () => {
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

  describe("concurrency", () => {
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
          error: { code: "no_code_left", message: "No code left for this offer" },
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
});
