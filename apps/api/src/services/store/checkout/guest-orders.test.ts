import { randomUUID } from "node:crypto";
import { checkoutResponseSchema } from "@spc/shared";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards, outbox } from "../../../db/schema";
import { useCheckoutApp, VALID } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, cardsOf } = useCheckoutApp();

  describe("other checkout calls", () => {
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
  });
});
