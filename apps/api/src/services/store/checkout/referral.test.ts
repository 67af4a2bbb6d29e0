import { randomUUID } from "node:crypto";
import { checkoutResponseSchema, errorEnvelopeSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards, localGatewayTransactions, profiles } from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

const VALID = "fake-valid-nonce";

// Referral farming (issue 5): each order with a member's referral code is a free year for the
// referrer through /redeemReferral, so only a registered buyer's first order may count.
describe("member referral codes: credited once per new member, redeemed by the referrer only", () => {
  const ctx = useTestApp();

  async function member(cardExpiry?: string): Promise<TestMember & { referralCode: string }> {
    const created = await createMember(
      ctx.app(),
      cardExpiry ? { cards: [{ expiryDate: cardExpiry }] } : {},
    );
    const [profile] = await ctx
      .database()
      .db.update(profiles)
      .set({ province: "ON" })
      .where(eq(profiles.userId, created.userId))
      .returning();
    return { ...created, referralCode: profile!.referralCode! };
  }

  async function referralCounts(userId: string) {
    const [row] = await ctx
      .database()
      .db.select({ count: profiles.referralCount, redeemed: profiles.referralRedemptionCount })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row!;
  }

  function purchase(who: TestMember, referralCode: string, key = randomUUID()) {
    return ctx.app().inject({
      method: "POST",
      url: "/api/store/v4/checkout/purchase",
      headers: { ...who.headers, "idempotency-key": key, "x-payment-nonce": VALID },
      payload: { language: "en", referral_code: referralCode },
    });
  }

  const chargesOf = (key: string) =>
    ctx
      .database()
      .db.select()
      .from(localGatewayTransactions)
      .where(eq(localGatewayTransactions.orderId, key));

  function expectRefused(response: { statusCode: number; body: string }, reason: string) {
    expect(response.statusCode, response.body).toBe(422);
    const envelope = errorEnvelopeSchema.parse(JSON.parse(response.body));
    expect(envelope.error.code).toBe("promo_code_not_valid");
    expect(envelope.error.details).toMatchObject({ reason });
  }

  it("refuses a member's referral code on a guest checkout and a guest order: nothing charged, nothing credited", async () => {
    const referrer = await member();
    const guestKey = randomUUID();
    const guest = await ctx.app().inject({
      method: "POST",
      url: "/api/store/v2/checkout/guest",
      headers: { "idempotency-key": guestKey, "x-payment-nonce": VALID },
      payload: {
        language: "en",
        email: referrer.email,
        postal: "M5V 2T6",
        referral_code: referrer.referralCode,
      },
    });
    expectRefused(guest, "referral_needs_account");
    for (const path of ["/api/store/v2/order", "/api/store/v2/order/paypal"]) {
      const order = await ctx.app().inject({
        method: "POST",
        url: path,
        headers: { "idempotency-key": randomUUID() },
        payload: {
          email: "someone-else@example.com",
          postal: "M5V 2T6",
          payment_method_nonce: path.endsWith("paypal") ? "fake-paypal-one-time-nonce" : VALID,
          referral_code: referrer.referralCode.toLowerCase(),
        },
      });
      expectRefused(order, "referral_needs_account");
    }
    expect(await chargesOf(guestKey)).toHaveLength(0);
    expect(await referralCounts(referrer.userId)).toEqual({ count: 0, redeemed: 0 });
    // A visitor checking the code before checkout hears the same answer.
    const check = await ctx.app().inject({
      url: `/api/offers/validatePromoCode/${referrer.referralCode}`,
    });
    expect(check.json()).toMatchObject({ valid: false, reason: "referral_needs_account" });
  });

  it("refuses the referrer's own code", async () => {
    const referrer = await member();
    expectRefused(await purchase(referrer, referrer.referralCode), "own_referral_code");
    expect(await referralCounts(referrer.userId)).toEqual({ count: 0, redeemed: 0 });
  });

  it("credits a new member's first order (10 % off) and refuses the code on their second order", async () => {
    const referrer = await member();
    const friend = await member();
    const first = await purchase(friend, referrer.referralCode);
    expect(first.statusCode, first.body).toBe(201);
    expect(checkoutResponseSchema.parse(first.json()).order).toMatchObject({
      subtotal_cents: 1199,
      discount_cents: 120,
    });
    expect(await referralCounts(referrer.userId)).toEqual({ count: 1, redeemed: 0 });

    // Let the friend's card run out so a second purchase is allowed, then try the code again.
    await ctx
      .database()
      .db.update(cards)
      .set({ expiryDate: daysFromToday(-1) })
      .where(eq(cards.userId, friend.userId));
    expectRefused(await purchase(friend, referrer.referralCode), "already_used");
    expect(await referralCounts(referrer.userId)).toEqual({ count: 1, redeemed: 0 });
  });

  it("counts one referral when a new member's two first orders complete side by side", async () => {
    const referrer = await member();
    const friend = await member();
    const answers = await Promise.all([
      purchase(friend, referrer.referralCode),
      purchase(friend, referrer.referralCode),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);
    expect((await referralCounts(referrer.userId)).count).toBe(1);
  });

  it("/redeemReferral: the referrer gets one free year per referral, nobody else can take it", async () => {
    const expiry = daysFromToday(100);
    const referrer = await member(expiry);
    const friend = await member();
    expect((await purchase(friend, referrer.referralCode)).statusCode).toBe(201);

    const stranger = await member();
    const stolen = await ctx.app().inject({
      url: "/api/users/redeemReferral",
      headers: stranger.headers,
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.code).toBe("no_referral_to_redeem");
    const visitor = await ctx.app().inject({ url: "/api/users/redeemReferral" });
    expect(visitor.statusCode).toBe(401);

    const redeemed = await ctx.app().inject({
      url: "/api/users/redeemReferral",
      headers: referrer.headers,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const nextYear = new Date(`${expiry}T12:00:00Z`);
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(redeemed.json()).toEqual({
      success: true,
      expiry_date: nextYear.toISOString().slice(0, 10),
      referral_redemption_count: 1,
    });
    expect(await referralCounts(referrer.userId)).toEqual({ count: 1, redeemed: 1 });

    const again = await ctx
      .app()
      .inject({ url: "/api/users/redeemReferral", headers: referrer.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("no_referral_to_redeem");
    expect(await referralCounts(stranger.userId)).toEqual({ count: 0, redeemed: 0 });
  });
});
