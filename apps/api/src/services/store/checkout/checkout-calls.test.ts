import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useCheckoutApp } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, purchase, transactionsOf } = useCheckoutApp();

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
