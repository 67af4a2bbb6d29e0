import { randomUUID } from "node:crypto";
import { checkoutResponseSchema, errorEnvelopeSchema } from "@spc/shared";
import { and, eq, isNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  cards,
  localGatewayTransactions,
  orders,
  outbox,
  paymentIntents,
  profiles,
  promoCodes,
} from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";

import { useTestApp } from "../../../testing/use-test-app";

const VALID = "fake-valid-nonce";
const DECLINED = "fake-processor-declined-visa-nonce";

describe("store checkout: money, idempotency, reconciliation", () => {
  const ctx = useTestApp();
  afterEach(() => {
    ctx.app().payments.hooks.afterCharge = undefined;
  });

  async function member(province: string | null = "ON"): Promise<TestMember> {
    const created = await createMember(ctx.app());
    await ctx
      .database()
      .db.update(profiles)
      .set({ province })
      .where(eq(profiles.userId, created.userId));
    return created;
  }

  function purchase(
    who: TestMember,
    options: { key?: string; nonce?: string; body?: Record<string, unknown>; path?: string } = {},
  ) {
    return ctx.app().inject({
      method: "POST",
      url: options.path ?? "/api/store/v4/checkout/purchase",
      headers: {
        ...who.headers,
        "idempotency-key": options.key ?? randomUUID(),
        "x-payment-nonce": options.nonce ?? VALID,
      },
      payload: { language: "en", ...options.body },
    });
  }

  const cardsOf = (userId: string) =>
    ctx.database().db.select().from(cards).where(eq(cards.userId, userId));
  const ordersOf = (userId: string) =>
    ctx.database().db.select().from(orders).where(eq(orders.userId, userId));
  const gatewayCharges = (key: string) =>
    ctx
      .database()
      .db.select()
      .from(localGatewayTransactions)
      .where(eq(localGatewayTransactions.orderId, key));
  const transactionsOf = async (who: TestMember) =>
    (await ctx.app().inject({ url: "/api/store/user_transactions", headers: who.headers })).json()
      .transactions as { kind: string; status: string; amount_cents: number }[];

  describe("totals per province (11.99, tax per component, half-up)", () => {
    it.each([
      ["ON", [{ name: "HST", amount_cents: 156 }], 1355],
      [
        "QC",
        [
          { name: "GST", amount_cents: 60 },
          { name: "QST", amount_cents: 120 },
        ],
        1379,
      ],
      ["AB", [{ name: "GST", amount_cents: 60 }], 1259],
      ["NS", [{ name: "HST", amount_cents: 168 }], 1367],
    ])("%s", async (province, taxes, total) => {
      const buyer = await member(province);
      const response = await purchase(buyer);
      expect(response.statusCode, response.body).toBe(201);
      const body = checkoutResponseSchema.parse(response.json());
      expect(body.order).toMatchObject({
        currency: "CAD",
        subtotal_cents: 1199,
        discount_cents: 0,
        total_cents: total,
        province,
      });
      expect(body.order.taxes).toMatchObject(taxes);
      expect(body.card.card_number).toMatch(/^6018\d{12}$/);
      expect(body.card.csv).toMatch(/^\d{3}$/);
      expect(body.card.is_online_purchased).toBe(true);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      const [order] = await ordersOf(buyer.userId);
      expect(order).toMatchObject({
        totalCents: total,
        cardId: (await cardsOf(buyer.userId))[0]!.id,
      });
      expect(await transactionsOf(buyer)).toMatchObject([
        { kind: "purchase", status: "succeeded", amount_cents: total },
      ]);
    });

    it("takes the province from the body over the profile, and from the postal code", async () => {
      const buyer = await member(null);
      await ctx
        .database()
        .db.update(profiles)
        .set({ postal: "T2P 1J9" })
        .where(eq(profiles.userId, buyer.userId));
      const byPostal = await ctx
        .app()
        .inject({ url: "/api/store/v2/taxrate", headers: buyer.headers });
      expect(byPostal.json()).toMatchObject({ province: "AB", tax_rate: 0.05 });
      const quebec = await ctx.app().inject({ url: "/api/store/v2/taxrate?province=Québec" });
      expect(quebec.json()).toMatchObject({ province: "QC", tax_rate: 0.14975 });
      const response = await purchase(buyer, { body: { province: "QC" } });
      expect(response.json().order.total_cents).toBe(1379);
    });

    it("refuses a purchase without any province (400 province_required)", async () => {
      const buyer = await member(null);
      const response = await purchase(buyer);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("province_required");
      expect(await cardsOf(buyer.userId)).toHaveLength(0);
    });
  });

  describe("codes", () => {
    it("applies STUDENT10 on the subtotal and taxes the discounted amount", async () => {
      const buyer = await member("ON");
      const response = await purchase(buyer, { body: { promo_code: "student10" } });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().order).toMatchObject({
        subtotal_cents: 1199,
        discount_cents: 120,
        tax_cents: 140,
        total_cents: 1219,
        applied_promo_code: "STUDENT10",
        applied_school_code: null,
      });
      // Once per member.
      const again = await purchase(buyer, { body: { promo_code: "STUDENT10" } });
      expect(again.statusCode).toBe(422);
      expect(again.json().error).toMatchObject({
        code: "promo_code_not_valid",
        details: { reason: "already_used" },
      });
    });

    it("applies a fixed WELCOME5, a school code, and refuses an expired one", async () => {
      const fixed = await purchase(await member("ON"), { body: { promo_code: "WELCOME5" } });
      expect(fixed.json().order).toMatchObject({
        discount_cents: 500,
        tax_cents: 91,
        total_cents: 790,
      });

      const school = await purchase(await member("QC"), { body: { school_code: "UDEM15" } });
      // 15 % of 11.99 = 1.7985 → 1.80; 10.19 taxed: GST 0.5095 → 0.51, QST 1.0164… → 1.02
      expect(school.json().order).toMatchObject({
        discount_cents: 180,
        tax_cents: 153,
        total_cents: 1172,
        applied_school_code: "UDEM15",
      });

      const expired = await purchase(await member("ON"), { body: { promo_code: "SPRING25" } });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().error.details.reason).toBe("expired");
      const twoCodes = await purchase(await member("ON"), {
        body: { promo_code: "STUDENT10", school_code: "UOFT15" },
      });
      expect(twoCodes.json().error.code).toBe("too_many_codes");
    });

    it("a 100 % access code issues the card without calling the gateway", async () => {
      const buyer = await member("ON");
      const key = randomUUID();
      const response = await purchase(buyer, { key, body: { access_code: "VIPACCESS" } });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ order: { total_cents: 0 }, transaction_id: null });
      expect(await gatewayCharges(key)).toHaveLength(0);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
    });

    it("counts max redemptions and gives a declined checkout's reservation back", async () => {
      const [limited] = await ctx
        .database()
        .db.select()
        .from(promoCodes)
        .where(eq(promoCodes.code, "LIMITED3"));
      const declined = await purchase(await member("ON"), {
        nonce: DECLINED,
        body: { promo_code: "LIMITED3" },
      });
      expect(declined.statusCode).toBe(402);
      for (let i = 0; i < 3; i++) {
        const ok = await purchase(await member("ON"), { body: { promo_code: "LIMITED3" } });
        expect(ok.statusCode, ok.body).toBe(201);
      }
      const fourth = await purchase(await member("ON"), { body: { promo_code: "LIMITED3" } });
      expect(fourth.json().error.details.reason).toBe("exhausted");
      const [after] = await ctx
        .database()
        .db.select()
        .from(promoCodes)
        .where(eq(promoCodes.id, limited!.id));
      expect(after!.redemptionCount).toBe(3);
    });
  });

  describe("declines", () => {
    it("a processor decline creates no card and no order, and is listed as declined", async () => {
      const buyer = await member("ON");
      const key = randomUUID();
      const response = await purchase(buyer, { key, nonce: DECLINED });
      expect(response.statusCode).toBe(402);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.error).toMatchObject({
        code: "payment_declined",
        details: {
          reason: "processor_declined",
          processor_response_code: "2000",
          processor_response_text: "Do Not Honor",
        },
      });
      expect(await cardsOf(buyer.userId)).toHaveLength(0);
      expect(await ordersOf(buyer.userId)).toHaveLength(0);
      expect(await transactionsOf(buyer)).toMatchObject([
        { kind: "purchase", status: "declined", amount_cents: 1355 },
      ]);
      // Replaying the declined attempt returns the same decline; a new attempt (new key) can pay.
      const replay = await purchase(buyer, { key, nonce: DECLINED });
      expect(replay.statusCode).toBe(402);
      expect(replay.headers["idempotent-replayed"]).toBe("true");
      expect((await purchase(buyer)).statusCode).toBe(201);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
    });

    it.each([
      ["fake-gateway-rejected-fraud-nonce", "gateway_rejected"],
      ["fake-consumed-nonce", "validation_error"],
      ["fake-processor-failure-jcb-nonce", "processor_failure"],
      ["not-a-nonce", "validation_error"],
    ])("%s → 402 %s, nothing issued", async (nonce, reason) => {
      const buyer = await member("AB");
      const response = await purchase(buyer, { nonce });
      expect(response.statusCode).toBe(402);
      expect(response.json().error.details.reason).toBe(reason);
      expect(await cardsOf(buyer.userId)).toHaveLength(0);
      expect((await transactionsOf(buyer))[0]!.status).not.toBe("succeeded");
    });

    it("needs an Idempotency-Key and a nonce", async () => {
      const buyer = await member("ON");
      const noKey = await ctx.app().inject({
        method: "POST",
        url: "/api/store/v4/checkout/purchase",
        headers: { ...buyer.headers, "x-payment-nonce": VALID },
        payload: { language: "en" },
      });
      expect(noKey.json().error.code).toBe("idempotency_key_required");
      const noNonce = await ctx.app().inject({
        method: "POST",
        url: "/api/store/v4/checkout/purchase",
        headers: { ...buyer.headers, "idempotency-key": randomUUID() },
        payload: { language: "en" },
      });
      expect(noNonce.json().error.code).toBe("payment_nonce_required");
    });
  });

  describe("idempotency", () => {
    it("a replayed checkout charges once and returns the original answer", async () => {
      const buyer = await member("ON");
      const key = randomUUID();
      const first = await purchase(buyer, { key });
      const second = await purchase(buyer, { key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(await gatewayCharges(key)).toHaveLength(1);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      expect(await transactionsOf(buyer)).toHaveLength(1);
    });

    it("two simultaneous requests with the same key make one charge and one card", async () => {
      const buyer = await member("QC");
      const key = randomUUID();
      const [a, b] = await Promise.all([purchase(buyer, { key }), purchase(buyer, { key })]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().order.id).toBe(b.json().order.id);
      expect(await gatewayCharges(key)).toHaveLength(1);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      expect(await ordersOf(buyer.userId)).toHaveLength(1);
    });

    it("refuses a key reused for another request or by another member", async () => {
      const buyer = await member("ON");
      const key = randomUUID();
      expect((await purchase(buyer, { key })).statusCode).toBe(201);
      const changed = await purchase(buyer, { key, nonce: "fake-valid-visa-nonce" });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().error.code).toBe("idempotency_key_reused");
      const stranger = await purchase(await member("ON"), { key });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().error.code).toBe("idempotency_key_reused");
    });
  });

  describe("crash between charge and card", () => {
    it("reconcile() finds the charge at the gateway by key and issues exactly one card", async () => {
      const buyer = await member("ON");
      const key = randomUUID();
      ctx.app().payments.hooks.afterCharge = (stage) => {
        if (stage === "gateway") throw new Error("simulated crash right after charging");
      };
      const crashed = await purchase(buyer, { key });
      expect(crashed.statusCode).toBe(500);
      ctx.app().payments.hooks.afterCharge = undefined;

      // Money taken, nothing recorded yet.
      expect(await gatewayCharges(key)).toHaveLength(1);
      expect(await cardsOf(buyer.userId)).toHaveLength(0);
      const [intent] = await ctx
        .database()
        .db.select()
        .from(paymentIntents)
        .where(eq(paymentIntents.idempotencyKey, key));
      expect(intent!.state).toBe("pending");

      // The periodic job (a restart would do the same once the lock expired).
      const counts = await ctx.app().payments.reconcile({ ignoreLock: true });
      expect(counts.completed).toBeGreaterThanOrEqual(1);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      expect(await ordersOf(buyer.userId)).toHaveLength(1);
      // Running it again, and replaying the request, change nothing.
      await ctx.app().payments.reconcile({ ignoreLock: true });
      const replay = await purchase(buyer, { key });
      expect(replay.statusCode).toBe(201);
      expect(replay.json().order.id).toBe((await ordersOf(buyer.userId))[0]!.id);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      expect(await gatewayCharges(key)).toHaveLength(1);
      expect(await transactionsOf(buyer)).toMatchObject([
        { status: "succeeded", amount_cents: 1355 },
      ]);
    });

    it("a replay after the crashed request's lock expired completes it (charged state)", async () => {
      const buyer = await member("AB");
      const key = randomUUID();
      ctx.app().payments.hooks.afterCharge = (stage) => {
        if (stage === "recorded") throw new Error("simulated crash after recording the charge");
      };
      expect((await purchase(buyer, { key })).statusCode).toBe(500);
      ctx.app().payments.hooks.afterCharge = undefined;
      const [intent] = await ctx
        .database()
        .db.select()
        .from(paymentIntents)
        .where(eq(paymentIntents.idempotencyKey, key));
      expect(intent!.state).toBe("charged");
      await ctx
        .database()
        .db.update(paymentIntents)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(paymentIntents.id, intent!.id));

      const replay = await purchase(buyer, { key });
      expect(replay.statusCode, replay.body).toBe(201);
      expect(replay.json().order.total_cents).toBe(1259);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      expect(await gatewayCharges(key)).toHaveLength(1);
    });

    it("an intent the gateway never charged is failed after the grace period, nothing issued", async () => {
      const buyer = await member("ON");
      const key = randomUUID();
      const [row] = await ctx
        .database()
        .db.insert(paymentIntents)
        .values({
          id: randomUUID(),
          idempotencyKey: key,
          requestHash: "x",
          kind: "purchase",
          userId: buyer.userId,
          productId: "1_year_card",
          currency: "CAD",
          subtotalCents: 1199,
          discountCents: 0,
          taxCents: 156,
          totalCents: 1355,
          taxLines: [],
          gateway: "local",
          createdAt: new Date(Date.now() - 3_600_000),
        })
        .returning();
      await ctx.app().payments.reconcile();
      const [after] = await ctx
        .database()
        .db.select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, row!.id));
      expect(after).toMatchObject({ state: "failed", failureCode: "not_charged" });
      expect(await cardsOf(buyer.userId)).toHaveLength(0);
    });
  });

  describe("transactions and other members", () => {
    it("a member sees only their own transactions", async () => {
      const alice = await member("ON");
      const bob = await member("ON");
      await purchase(alice);
      await purchase(bob, { nonce: DECLINED });
      expect(await transactionsOf(alice)).toMatchObject([{ status: "succeeded" }]);
      expect(await transactionsOf(bob)).toMatchObject([{ status: "declined" }]);
      const visitor = await ctx.app().inject({ url: "/api/store/user_transactions" });
      expect(visitor.statusCode).toBe(401);
    });

    it("a member with a paid card running for months cannot buy another (409)", async () => {
      const buyer = await member("ON");
      expect((await purchase(buyer)).statusCode).toBe(201);
      const second = await purchase(buyer);
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe("active_membership");
    });

    it("a paid card ending within 30 days lets its owner buy a year after it; a trial card counts for neither, and becomes the paid card", async () => {
      const ending = daysFromToday(10);
      const buyer = await createMember(ctx.app(), {
        cards: [{ expiryDate: ending }, { expiryDate: daysFromToday(200), isTrial: true }],
      });
      await ctx
        .database()
        .db.update(profiles)
        .set({ province: "ON" })
        .where(eq(profiles.userId, buyer.userId));
      expect((await purchase(buyer)).statusCode).toBe(201);
      // The running trial card is turned into the paid one (decision 0017): no third card.
      const owned = await cardsOf(buyer.userId);
      expect(owned).toHaveLength(2);
      const bought = owned.find((card) => card.cardNumber === buyer.cardNumbers[1]);
      const yearAfter = new Date(`${ending}T12:00:00Z`);
      yearAfter.setUTCFullYear(yearAfter.getUTCFullYear() + 1);
      expect(bought).toMatchObject({
        isTrial: false,
        expiryDate: yearAfter.toISOString().slice(0, 10),
      });
    });
  });

  describe("other checkout calls", () => {
    it("/v3/checkout takes the nonce in the body; /v4/checkout/activation issues an activation card", async () => {
      const buyer = await member("ON");
      const v3 = await ctx.app().inject({
        method: "POST",
        url: "/api/store/v3/checkout",
        headers: { ...buyer.headers, "idempotency-key": randomUUID() },
        payload: { language: "fr", payment_method_nonce: "fake-valid-mastercard-nonce" },
      });
      expect(v3.statusCode, v3.body).toBe(201);
      const activating = await member("QC");
      const activation = await purchase(activating, { path: "/api/store/v4/checkout/activation" });
      expect(activation.statusCode).toBe(201);
      expect((await transactionsOf(activating))[0]!.kind).toBe("activation");
    });

    it("a guest buys with an e-mail: unowned card, e-mailed, QC tax from the postal code", async () => {
      const key = randomUUID();
      const response = await ctx.app().inject({
        method: "POST",
        url: "/api/store/v2/checkout/guest",
        headers: { "idempotency-key": key, "x-payment-nonce": VALID },
        payload: { language: "fr", email: "Guest@Example.com", postal: "H2X 1Y4" },
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = checkoutResponseSchema.parse(response.json());
      expect(body.order).toMatchObject({ province: "QC", total_cents: 1379 });
      const [card] = await ctx
        .database()
        .db.select()
        .from(cards)
        .where(and(eq(cards.cardNumber, body.card.card_number), isNull(cards.userId)));
      expect(card).toBeDefined();
      const [mail] = await ctx
        .database()
        .db.select()
        .from(outbox)
        .where(eq(outbox.toAddress, "guest@example.com"));
      expect(mail!.text).toContain(body.card.csv);
    });

    it("/v2/order: a guest order with the nonce in the body; PayPal nonce on /v2/order/paypal", async () => {
      const order = await ctx.app().inject({
        method: "POST",
        url: "/api/store/v2/order",
        headers: { "idempotency-key": randomUUID() },
        payload: { email: "order@example.com", postal: "T5J 0N3", payment_method_nonce: VALID },
      });
      expect(order.statusCode, order.body).toBe(201);
      const buyer = await member("BC");
      const paypal = await ctx.app().inject({
        method: "POST",
        url: "/api/store/v2/order/paypal",
        headers: { ...buyer.headers, "idempotency-key": randomUUID() },
        payload: { payment_method_nonce: "fake-paypal-one-time-nonce" },
      });
      expect(paypal.statusCode, paypal.body).toBe(201);
      expect(paypal.json().order.total_cents).toBe(1343);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
    });

    it("a purchase keeps the payment method for renewal: the member is a subscriber", async () => {
      const buyer = await member("ON");
      const before = await ctx
        .app()
        .inject({ url: "/api/store/isSubscriber", headers: buyer.headers });
      expect(before.json()).toEqual({ is_subscriber: false });
      await purchase(buyer);
      const after = await ctx
        .app()
        .inject({ url: "/api/store/isSubscriber", headers: buyer.headers });
      expect(after.json()).toEqual({ is_subscriber: true });
      const active = await ctx.app().inject({
        url: "/api/store/has_active_subscription",
        headers: buyer.headers,
      });
      expect(active.json()).toEqual({ has_active_subscription: true });
      const off = await ctx.app().inject({
        method: "POST",
        url: "/api/store/unsubscribe",
        headers: buyer.headers,
        payload: {},
      });
      expect(off.json()).toEqual({ success: true, is_auto_renew: false });
      const later = await ctx
        .app()
        .inject({ url: "/api/store/isSubscriber", headers: buyer.headers });
      expect(later.json()).toEqual({ is_subscriber: false });
    });
  });
});
