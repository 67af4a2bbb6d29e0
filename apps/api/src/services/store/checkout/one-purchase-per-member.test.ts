import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { cards, localGatewayTransactions } from "../../../db/schema";
import { createMember, type TestMember, testCardNumber } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

// One membership purchase per member at a time (docs/decisions/0017-one-purchase-per-member.md).
// On PGlite (one connection) the driver serialises the requests; the same file on PostgreSQL
// (TEST_DATABASE_URL) runs them on a pool, with real concurrency: both must give the same counts.

const VALID = "fake-valid-nonce";

describe("one membership purchase per member at a time", () => {
  const ctx = useTestApp();
  afterEach(() => {
    ctx.app().payments.hooks.afterCharge = undefined;
  });

  const member = (): Promise<TestMember> => createMember(ctx.app(), { province: "ON" });

  function purchase(who: TestMember, key: string = randomUUID()) {
    return ctx.app().inject({
      method: "POST",
      url: "/api/store/v4/checkout/purchase",
      headers: { ...who.headers, "idempotency-key": key, "x-payment-nonce": VALID },
      payload: { language: "en" },
    });
  }

  const trial = (who: TestMember) =>
    ctx.app().inject({ method: "POST", url: "/api/store/getFreeTrialCard", headers: who.headers });

  const cardsOf = (userId: string) =>
    ctx.database().db.select().from(cards).where(eq(cards.userId, userId));

  /** Successful sales in the local gateway's books for these order ids (our keys). */
  async function chargesFor(keys: string[]) {
    const rows = await ctx
      .database()
      .db.select()
      .from(localGatewayTransactions)
      .where(
        and(
          inArray(localGatewayTransactions.orderId, keys),
          eq(localGatewayTransactions.type, "sale"),
          eq(localGatewayTransactions.status, "submitted_for_settlement"),
        ),
      );
    return rows.length;
  }

  async function inStoreCard() {
    const [card] = await ctx
      .database()
      .db.insert(cards)
      .values({
        cardNumber: testCardNumber(),
        csv: "481",
        cobrand: "spc",
        status: "inactive",
        source: "batch",
        userId: null,
      })
      .returning();
    return card!;
  }

  it("ten purchases at once with ten keys: one charge, one card, nine 409s", async () => {
    const buyer = await member();
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const answers = await Promise.all(keys.map((key) => purchase(buyer, key)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(["checkout_in_progress", "active_membership"]).toContain(refused.json().error.code);
    }
    expect(await chargesFor(keys)).toBe(1);
    const owned = await cardsOf(buyer.userId);
    expect(owned).toHaveLength(1);
    expect(owned.filter((card) => card.isPrimary)).toHaveLength(1);
  });

  it("a free trial and three purchases at once: one card, at most one charge", async () => {
    const buyer = await member();
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all([trial(buyer), ...keys.map((key) => purchase(buyer, key))]);

    const owned = await cardsOf(buyer.userId);
    expect(owned).toHaveLength(1);
    expect(owned[0]!.isPrimary).toBe(true);
    const charges = await chargesFor(keys);
    expect(charges).toBeLessThanOrEqual(1);
    // Whoever lost was told so with a clean 409, never a 5xx.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    // The card is the paid one when a purchase went through, the trial otherwise.
    expect(owned[0]!.isTrial).toBe(charges === 0);
  });

  it("a purchase converts a running free trial into the paid card: still one card", async () => {
    const buyer = await member();
    const started = await trial(buyer);
    expect(started.statusCode).toBe(201);
    const bought = await purchase(buyer);
    expect(bought.statusCode, bought.body).toBe(201);
    const owned = await cardsOf(buyer.userId);
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({
      cardNumber: started.json().card.card_number,
      isTrial: false,
      isPrimary: true,
      isOnlinePurchased: true,
      autoRenew: true,
    });
    expect(bought.json().card.card_number).toBe(started.json().card.card_number);
    expect(bought.json().card.is_online_purchased).toBe(true);
  });

  it("an in-store card activation while a purchase is being charged is refused (409), and the other way round", async () => {
    const buyer = await member();
    const card = await inStoreCard();
    let activation: Awaited<ReturnType<typeof purchase>> | undefined;
    // Right after the gateway took the money, before the card is written: the purchase is open.
    ctx.app().payments.hooks.afterCharge = async (stage) => {
      if (stage !== "gateway") return;
      activation = await ctx.app().inject({
        method: "POST",
        url: "/api/users/v2/register/card",
        headers: buyer.headers,
        payload: { card_number: card.cardNumber, csv: "481" },
      });
    };
    const key = randomUUID();
    const bought = await purchase(buyer, key);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(activation?.statusCode).toBe(409);
    expect(activation?.json().error.code).toBe("checkout_in_progress");
    expect(await chargesFor([key])).toBe(1);
    expect(await cardsOf(buyer.userId)).toHaveLength(1);

    // Activated first: a purchase started afterwards is refused before any charge.
    const holder = await member();
    const other = await inStoreCard();
    const activated = await ctx.app().inject({
      method: "POST",
      url: "/api/users/v2/register/card",
      headers: holder.headers,
      payload: { card_number: other.cardNumber, csv: "481" },
    });
    expect(activated.statusCode).toBe(201);
    const refusedKey = randomUUID();
    const refused = await purchase(holder, refusedKey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("active_membership");
    expect(await chargesFor([refusedKey])).toBe(0);
  });

  it("activations and purchases fired together: at most one charge, one primary card", async () => {
    const buyer = await member();
    const first = await inStoreCard();
    const second = await inStoreCard();
    const keys = [randomUUID(), randomUUID()];
    const activate = (number: string) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/users/v2/register/card",
        headers: buyer.headers,
        payload: { card_number: number, csv: "481" },
      });
    const answers = await Promise.all([
      activate(first.cardNumber),
      purchase(buyer, keys[0]),
      activate(second.cardNumber),
      purchase(buyer, keys[1]),
    ]);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await chargesFor(keys)).toBeLessThanOrEqual(1);
    const owned = await cardsOf(buyer.userId);
    expect(owned.filter((card) => card.isPrimary)).toHaveLength(1);
  });

  it("a trial is refused while a purchase is being charged (409 checkout_in_progress)", async () => {
    const buyer = await member();
    let claimed: Awaited<ReturnType<typeof trial>> | undefined;
    ctx.app().payments.hooks.afterCharge = async (stage) => {
      if (stage === "gateway") claimed = await trial(buyer);
    };
    expect((await purchase(buyer)).statusCode).toBe(201);
    expect(claimed?.statusCode).toBe(409);
    expect(claimed?.json().error.code).toBe("checkout_in_progress");
    expect(await cardsOf(buyer.userId)).toHaveLength(1);
  });

  it("the database refuses a second primary card for one member", async () => {
    const buyer = await member();
    const db = ctx.database().db;
    await db
      .insert(cards)
      .values({ cardNumber: testCardNumber(), csv: "111", userId: buyer.userId, isPrimary: true });
    await expect(
      db.insert(cards).values({
        cardNumber: testCardNumber(),
        csv: "222",
        userId: buyer.userId,
        isPrimary: true,
      }),
    ).rejects.toThrow();
  });
});
