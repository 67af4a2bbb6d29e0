import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentCustomers, promoCodes, users } from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

describe("free trial and auto-renew", () => {
  const ctx = useTestApp();

  const trial = (member: TestMember) =>
    ctx
      .app()
      .inject({ method: "POST", url: "/api/store/getFreeTrialCard", headers: member.headers });
  const isFreeTrial = (member: TestMember) =>
    ctx.app().inject({ method: "GET", url: "/api/offers/isFreeTrial", headers: member.headers });

  it("gives a 30-day trial once, refused again, also after deleting and recreating the account", async () => {
    const email = "once-only@example.com";
    const member = await createMember(ctx.app(), { email });
    expect((await isFreeTrial(member)).json()).toEqual({ is_free_trial: false, is_eligible: true });

    const first = await trial(member);
    expect(first.statusCode).toBe(201);
    expect(first.json().card).toMatchObject({
      cobrand: "spc",
      status: "active",
      is_trial: true,
      is_auto_renew: false,
      expiry_date: daysFromToday(30),
    });
    expect((await isFreeTrial(member)).json()).toEqual({ is_free_trial: true, is_eligible: false });

    const second = await trial(member);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("active_membership_exists");

    // Account deleted (cascades to cards), then recreated with the same e-mail (other case, +tag).
    await ctx.database().db.delete(users).where(eq(users.id, member.userId));
    const again = await createMember(ctx.app(), { email: "Once-Only+again@Example.com" });
    expect((await isFreeTrial(again)).json()).toEqual({ is_free_trial: false, is_eligible: false });
    const refused = await trial(again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("free_trial_used");
  });

  it("two concurrent trial requests give one card", async () => {
    const member = await createMember(ctx.app());
    const answers = await Promise.all([trial(member), trial(member), trial(member)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const list = await ctx.app().inject({
      method: "GET",
      url: "/api/users/v2/cardsForUser",
      headers: member.headers,
    });
    expect(list.json().cards).toHaveLength(1);
  });

  it("auto-renew toggle: needs a payment method to turn on; off always works", async () => {
    const member = await createMember(ctx.app(), {
      cards: [{ expiryDate: daysFromToday(100), isPrimary: true }],
    });
    const put = (payload: object) =>
      ctx.app().inject({
        method: "PUT",
        url: "/api/users/user/updateAutoRenew",
        headers: member.headers,
        payload,
      });
    const noMethod = await put({ is_auto_renew: true });
    expect(noMethod.statusCode).toBe(409);
    expect(noMethod.json().error.code).toBe("payment_method_required");

    await ctx
      .database()
      .db.insert(paymentCustomers)
      .values({
        userId: member.userId,
        gateway: "local",
        customerId: `spc_${member.userId}`,
        paymentMethodToken: "tok",
      });
    // The renewal code is checked like a checkout promo code (it must exist).
    await ctx
      .database()
      .db.insert(promoCodes)
      .values({ code: "BACK2SCHOOL", kind: "promo", discountType: "percent", discountValue: 10 })
      .onConflictDoNothing();
    const on = await put({ is_auto_renew: true, promoCode: "back2school" });
    expect(on.json()).toEqual({ is_auto_renew: true, promoCode: "BACK2SCHOOL" });
    const check = await ctx.app().inject({
      method: "GET",
      url: "/api/users/user/check_braintree_subscription",
      headers: member.headers,
    });
    expect(check.json()).toEqual({
      provider: "braintree",
      has_subscription: true,
      is_auto_renew: true,
      expiry_date: daysFromToday(100),
    });
    const apple = await ctx.app().inject({
      method: "GET",
      url: "/api/users/user/check_apple_subscription",
      headers: member.headers,
    });
    expect(apple.json().has_subscription).toBe(false);

    const off = await put({ is_auto_renew: false });
    expect(off.json().is_auto_renew).toBe(false);
    const cards = await ctx.app().inject({
      method: "GET",
      url: "/api/users/v2/cardsForUser",
      headers: member.headers,
    });
    expect(cards.json().cards[0].is_auto_renew).toBe(false);
  });

  it("verify-user/hbc and may-acquisition", async () => {
    const member = await createMember(ctx.app());
    const get = (url: string) => ctx.app().inject({ method: "GET", url, headers: member.headers });
    expect((await get("/api/offers/verify-user/hbc")).json()).toEqual({ verified: false });
    expect((await get("/api/users/user/may-acquisition")).json()).toEqual({
      campaign: "june-acq",
      eligible: true,
      redeemed: false,
    });
    expect((await get("/api/users/user/may-acquisition?redeem=true")).json().redeemed).toBe(true);
    expect((await get("/api/offers/verify-user/hbc")).json()).toEqual({ verified: true });
    const twice = await get("/api/users/user/may-acquisition?redeem=true");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("not_eligible");
  });
});
