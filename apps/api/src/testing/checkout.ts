import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach } from "vitest";
import { cards, localGatewayTransactions, orders, profiles } from "../db/schema";
import { createMember, type TestMember } from "./members";
import { useTestApp } from "./use-test-app";

// The setup the store checkout's API tests share (one fresh app and database per file).

export const VALID = "fake-valid-nonce";
export const DECLINED = "fake-processor-declined-visa-nonce";

/** A fresh app for the enclosing describe, with a member maker, a purchase call and readers. */
export function useCheckoutApp() {
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

  return { ctx, member, purchase, cardsOf, ordersOf, gatewayCharges, transactionsOf };
}
