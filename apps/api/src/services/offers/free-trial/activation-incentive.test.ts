import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards, paymentCustomers, promoCodeRedemptions, promoCodes } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

/** The activation incentive and its renewal coupon (decision 0052). */

const RENEW15 = { code: "RENEW15", discount: { type: "percent", value: 15 } };

type Ctx = ReturnType<typeof useTestApp>;

/** A member whose in-store card was activated `daysAgo` days ago, auto-renew off by default. */
async function activatedMember(
  ctx: Ctx,
  { daysAgo = 1, autoRenew = false, source = "batch" as "batch" | null } = {},
): Promise<TestMember> {
  const member = await createMember(ctx.app(), { cards: [{ isPrimary: true }] });
  await ctx
    .database()
    .db.update(cards)
    .set({ source, autoRenew, activatedAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(cards.cardNumber, member.cardNumbers[0]!));
  return member;
}

const ask = (ctx: Ctx, member: TestMember, number = member.cardNumbers[0]!) =>
  ctx.app().inject({
    method: "GET",
    url: `/api/offers/activation-incentive/${number}`,
    headers: member.headers,
  });

describe("activation incentive coupon (default configuration: the seed's RENEW15)", () => {
  const ctx = useTestApp();

  it("an eligible card gets auto-renew with the live coupon and its discount", async () => {
    const member = await activatedMember(ctx);
    const answer = await ask(ctx, member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ eligible: true, incentive: "auto_renew", coupon: RENEW15 });
  });

  it("an ineligible card never gets a coupon", async () => {
    const old = await activatedMember(ctx, { daysAgo: 8 });
    const renewing = await activatedMember(ctx, { autoRenew: true });
    const online = await activatedMember(ctx, { source: null });
    const none = { eligible: false, incentive: null, coupon: null };
    expect((await ask(ctx, old)).json()).toEqual(none);
    expect((await ask(ctx, renewing)).json()).toEqual(none);
    expect((await ask(ctx, online)).json()).toEqual(none);
    // Someone else's card: not eligible for this member.
    expect((await ask(ctx, online, old.cardNumbers[0])).json()).toEqual(none);
    const visitor = await ctx
      .app()
      .inject({ method: "GET", url: `/api/offers/activation-incentive/${old.cardNumbers[0]}` });
    expect(visitor.statusCode).toBe(401);
  });

  it("a code the member already used gives the incentive without coupon", async () => {
    const member = await activatedMember(ctx);
    const [row] = await ctx
      .database()
      .db.select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, "RENEW15"));
    await ctx
      .database()
      .db.insert(promoCodeRedemptions)
      .values({ promoCodeId: row!.id, userId: member.userId, perUserKey: `user:${member.userId}` });
    expect((await ask(ctx, member)).json()).toEqual({
      eligible: true,
      incentive: "auto_renew",
      coupon: null,
    });
  });

  it("the coupon confirmed with updateAutoRenew is kept for the renewal", async () => {
    const member = await activatedMember(ctx);
    await ctx
      .database()
      .db.insert(paymentCustomers)
      .values({
        userId: member.userId,
        gateway: "local",
        customerId: `spc_${member.userId}`,
        paymentMethodToken: "tok",
      });
    const coupon = (await ask(ctx, member)).json().coupon;
    const put = await ctx.app().inject({
      method: "PUT",
      url: "/api/users/user/updateAutoRenew",
      headers: member.headers,
      payload: { is_auto_renew: true, promoCode: coupon.code },
    });
    expect(put.json()).toEqual({ is_auto_renew: true, promoCode: "RENEW15" });
    // Auto-renew is on now: the incentive is over.
    expect((await ask(ctx, member)).json().eligible).toBe(false);
  });

  // Last in this describe: it ends the seed's code for the whole file's database.
  it("an expired code gives the incentive without coupon", async () => {
    const member = await activatedMember(ctx);
    await ctx
      .database()
      .db.update(promoCodes)
      .set({ endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(promoCodes.code, "RENEW15"));
    expect((await ask(ctx, member)).json()).toEqual({
      eligible: true,
      incentive: "auto_renew",
      coupon: null,
    });
  });
});

describe("activation incentive coupon: not configured or not a renewal code", () => {
  const off = useTestApp({ env: { ACTIVATION_INCENTIVE_PROMO_CODE: "none" } });
  const missing = useTestApp({ env: { ACTIVATION_INCENTIVE_PROMO_CODE: "NO-SUCH-CODE" } });
  const school = useTestApp({ env: { ACTIVATION_INCENTIVE_PROMO_CODE: "uoft15" } });

  it("answers the incentive without coupon", async () => {
    for (const ctx of [off, missing, school]) {
      const member = await activatedMember(ctx);
      expect((await ask(ctx, member)).json()).toEqual({
        eligible: true,
        incentive: "auto_renew",
        coupon: null,
      });
    }
  });
});
