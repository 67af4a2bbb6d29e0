import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useCheckoutApp } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { member, purchase, cardsOf, ordersOf, gatewayCharges, transactionsOf } = useCheckoutApp();

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
});
