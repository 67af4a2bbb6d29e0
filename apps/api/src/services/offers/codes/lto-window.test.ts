import { errorEnvelopeSchema, offerCodeResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { codeReveals, offers } from "../../../db/schema";
import { seedOfferIds } from "../../../db/seed";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

const HOUR_MS = 3_600_000;
const codeUrl = (id: number) => `/api/offers/v2/offers/${id}/code`;
const linkUrl = (id: number) => `/api/offers/v2/offers/${id}/url`;

describe("a limited-time offer reveals its code and link only inside its window", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });
  });

  /** A static-code online offer copied from the seeded ended one, with the given window. */
  async function limitedOffer(startOffsetMs: number, endOffsetMs: number): Promise<number> {
    const now = Date.now();
    const [template] = await ctx
      .database()
      .db.select()
      .from(offers)
      .where(eq(offers.id, seedOfferIds.ltoPast));
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template!;
    const [row] = await ctx
      .database()
      .db.insert(offers)
      .values({
        ...fields,
        staticCode: "WINDOW10",
        isLimitedTime: true,
        startDate: new Date(now - 30 * 24 * HOUR_MS),
        ltoStartDate: new Date(now + startOffsetMs),
        ltoEndDate: new Date(now + endOffsetMs),
      })
      .returning({ id: offers.id });
    return row!.id;
  }

  async function both(id: number) {
    const headers = member.headers;
    const code = await ctx.app().inject({ url: codeUrl(id), headers });
    const link = await ctx.app().inject({ url: linkUrl(id), headers });
    return [code, link] as const;
  }

  it("reveals inside the window", async () => {
    const id = await limitedOffer(-HOUR_MS, HOUR_MS);
    const [code, link] = await both(id);
    expect(code.statusCode, code.body).toBe(200);
    expect(offerCodeResponseSchema.parse(code.json()).code).toBe("WINDOW10");
    expect(link.statusCode, link.body).toBe(200);
  });

  it("answers 409 offer_not_started before the window opens, and records nothing", async () => {
    const id = await limitedOffer(HOUR_MS, 2 * HOUR_MS);
    for (const response of await both(id)) {
      expect(response.statusCode, response.body).toBe(409);
      const { error } = errorEnvelopeSchema.parse(response.json());
      expect(error.code).toBe("offer_not_started");
      expect(error.message).toBe("This limited-time offer has not started yet");
      expect(Date.parse(String(error.details?.lto_start_date))).toBeGreaterThan(Date.now());
      expect(JSON.stringify(error)).not.toContain("WINDOW10");
    }
    const reveals = await ctx
      .database()
      .db.select()
      .from(codeReveals)
      .where(eq(codeReveals.offerId, id));
    expect(reveals).toEqual([]);
  });

  it("answers 410 offer_ended once the window has closed", async () => {
    const id = await limitedOffer(-2 * HOUR_MS, -HOUR_MS);
    for (const response of await both(id)) {
      expect(response.statusCode, response.body).toBe(410);
      const { error } = errorEnvelopeSchema.parse(response.json());
      expect(error.code).toBe("offer_ended");
      expect(error.message).toBe("This limited-time offer has ended");
      expect(Date.parse(String(error.details?.lto_end_date))).toBeLessThan(Date.now());
    }
  });

  it("refuses the seeded ended and upcoming deals but serves the running one", async () => {
    const [ended] = await both(seedOfferIds.ltoPast);
    expect(ended.json().error?.code).toBe("offer_ended");
    const [upcoming] = await both(seedOfferIds.ltoFuture);
    expect(upcoming.json().error?.code).toBe("offer_not_started");
    const [running] = await both(seedOfferIds.ltoCurrent);
    expect(running.statusCode, running.body).toBe(200);
  });
});
