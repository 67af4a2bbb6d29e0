import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents } from "../../../db/schema";
import { useCheckoutApp } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, purchase, cardsOf, ordersOf, gatewayCharges, transactionsOf } =
    useCheckoutApp();

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
});
