import { randomUUID } from "node:crypto";
import { checkoutResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { cards, localGatewayTransactions, paymentIntents } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

// A same-key retry of a purchase whose request died finds out at once what happened
// (docs/decisions/0017-one-purchase-per-member.md). The crash is a hook that throws; the dead
// request's lease is then made to lapse, as it does on its own INTENT_LEASE_MS after a crash.

const VALID = "fake-valid-nonce";
const DECLINED = "fake-processor-declined-visa-nonce";

describe("a retry after a crash finds out", () => {
  const ctx = useTestApp();
  afterEach(() => {
    ctx.app().payments.hooks.afterCharge = undefined;
    ctx.app().payments.hooks.beforeCharge = undefined;
  });

  const member = (): Promise<TestMember> => createMember(ctx.app(), { province: "ON" });

  const purchase = (who: TestMember, key: string, nonce = VALID) =>
    ctx.app().inject({
      method: "POST",
      url: "/api/store/v4/checkout/purchase",
      headers: { ...who.headers, "idempotency-key": key, "x-payment-nonce": nonce },
      payload: { language: "en" },
    });

  const intentOf = async (key: string) => {
    const [intent] = await ctx
      .database()
      .db.select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, key));
    return intent!;
  };
  /** The crashed request's process is gone: nobody renews its lease any more. */
  const leaseLapses = (key: string) =>
    ctx
      .database()
      .db.update(paymentIntents)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(paymentIntents.idempotencyKey, key));
  const salesFor = (key: string) =>
    ctx
      .database()
      .db.select()
      .from(localGatewayTransactions)
      .where(eq(localGatewayTransactions.orderId, key));
  const cardsOf = (userId: string) =>
    ctx.database().db.select().from(cards).where(eq(cards.userId, userId));

  function crashBeforeTheGateway() {
    ctx.app().payments.hooks.beforeCharge = () => {
      throw new Error("simulated crash before calling the gateway");
    };
  }

  it("nothing reached the gateway: the retry charges once under the same intent and answers 201 with the card", async () => {
    const buyer = await member();
    const key = randomUUID();
    crashBeforeTheGateway();
    expect((await purchase(buyer, key)).statusCode).toBe(500);
    ctx.app().payments.hooks.beforeCharge = undefined;
    expect(await intentOf(key)).toMatchObject({ state: "pending" });
    expect(await salesFor(key)).toHaveLength(0);
    await leaseLapses(key);

    const retry = await purchase(buyer, key);
    expect(retry.statusCode, retry.body).toBe(201);
    const body = checkoutResponseSchema.parse(retry.json());
    expect(body.card.card_number).toBe((await cardsOf(buyer.userId))[0]!.cardNumber);
    expect(await salesFor(key)).toHaveLength(1);
    expect(await intentOf(key)).toMatchObject({ state: "completed" });
    // The retry's answer is now the key's answer.
    const again = await purchase(buyer, key);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(retry.json());
    expect(await salesFor(key)).toHaveLength(1);
  });

  it("the gateway took the money before the crash: the retry completes it without charging again", async () => {
    const buyer = await member();
    const key = randomUUID();
    ctx.app().payments.hooks.afterCharge = (stage) => {
      if (stage === "gateway") throw new Error("simulated crash right after charging");
    };
    expect((await purchase(buyer, key)).statusCode).toBe(500);
    ctx.app().payments.hooks.afterCharge = undefined;
    expect(await intentOf(key)).toMatchObject({ state: "pending" });
    await leaseLapses(key);

    const retry = await purchase(buyer, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await salesFor(key)).toHaveLength(1);
    expect(await cardsOf(buyer.userId)).toHaveLength(1);
  });

  it("the gateway declined before the crash: the retry answers the decline at once", async () => {
    const buyer = await member();
    const key = randomUUID();
    ctx.app().payments.hooks.beforeCharge = async () => {
      // The dead request's call: declined at the gateway, never recorded by us.
      await ctx.app().payments.gateway.charge({
        amountCents: 1355,
        currency: "CAD",
        orderId: key,
        paymentMethodNonce: DECLINED,
      });
      throw new Error("simulated crash during the gateway call");
    };
    expect((await purchase(buyer, key, DECLINED)).statusCode).toBe(500);
    ctx.app().payments.hooks.beforeCharge = undefined;
    await leaseLapses(key);

    const retry = await purchase(buyer, key, DECLINED);
    expect(retry.statusCode).toBe(402);
    expect(retry.json().error).toMatchObject({
      code: "payment_declined",
      details: { reason: "processor_declined", processor_response_code: "2000" },
    });
    expect(await salesFor(key)).toHaveLength(1);
    expect(await cardsOf(buyer.userId)).toHaveLength(0);
    expect(await intentOf(key)).toMatchObject({ state: "failed" });
  });

  it("a nonce the gateway already saw is not charged again: the intent stays open for reconciliation (409)", async () => {
    const buyer = await member();
    const key = randomUUID();
    crashBeforeTheGateway();
    expect((await purchase(buyer, key, "fake-consumed-nonce")).statusCode).toBe(500);
    ctx.app().payments.hooks.beforeCharge = undefined;
    await leaseLapses(key);

    const retry = await purchase(buyer, key, "fake-consumed-nonce");
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.code).toBe("checkout_in_progress");
    expect(await intentOf(key)).toMatchObject({ state: "pending", lockedUntil: null });
    expect(await cardsOf(buyer.userId)).toHaveLength(0);
  });

  it("a new purchase while the member's crashed one holds money: settled first, then refused as a member (409)", async () => {
    const buyer = await member();
    const crashedKey = randomUUID();
    ctx.app().payments.hooks.afterCharge = (stage) => {
      if (stage === "gateway") throw new Error("simulated crash right after charging");
    };
    expect((await purchase(buyer, crashedKey)).statusCode).toBe(500);
    ctx.app().payments.hooks.afterCharge = undefined;
    await leaseLapses(crashedKey);

    const newKey = randomUUID();
    const second = await purchase(buyer, newKey);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("active_membership");
    expect(await intentOf(crashedKey)).toMatchObject({ state: "completed" });
    expect(await salesFor(crashedKey)).toHaveLength(1);
    expect(await salesFor(newKey)).toHaveLength(0);
    expect(await cardsOf(buyer.userId)).toHaveLength(1);
  });

  it("a new purchase while the member's crashed one is undecided (no nonce to charge it): 409, nothing charged", async () => {
    const buyer = await member();
    const crashedKey = randomUUID();
    crashBeforeTheGateway();
    expect((await purchase(buyer, crashedKey)).statusCode).toBe(500);
    ctx.app().payments.hooks.beforeCharge = undefined;
    await leaseLapses(crashedKey);

    const newKey = randomUUID();
    const second = await purchase(buyer, newKey);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("checkout_in_progress");
    expect(await salesFor(newKey)).toHaveLength(0);
    // The first attempt's own retry settles it.
    expect((await purchase(buyer, crashedKey)).statusCode).toBe(201);
    expect(await cardsOf(buyer.userId)).toHaveLength(1);
  });
});
