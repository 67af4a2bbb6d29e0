import { randomUUID } from "node:crypto";
import { errorEnvelopeSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { DECLINED, useCheckoutApp, VALID } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, purchase, cardsOf, ordersOf, transactionsOf } = useCheckoutApp();

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
});
