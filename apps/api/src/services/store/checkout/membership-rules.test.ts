import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../../db/schema";
import { DECLINED, useCheckoutApp } from "../../../testing/checkout";
import { createMember, daysFromToday } from "../../../testing/members";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, purchase, cardsOf, transactionsOf } = useCheckoutApp();

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
});
