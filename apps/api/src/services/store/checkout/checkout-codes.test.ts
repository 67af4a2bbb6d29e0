import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promoCodes } from "../../../db/schema";
import { DECLINED, useCheckoutApp } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, purchase, cardsOf, gatewayCharges } = useCheckoutApp();

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
});
