import { checkoutResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../../db/schema";
import { useCheckoutApp } from "../../../testing/checkout";

describe("store checkout: money, idempotency, reconciliation", () => {
  const { ctx, member, purchase, cardsOf, ordersOf, transactionsOf } = useCheckoutApp();

  describe("totals per province (11.99, tax per component, half-up)", () => {
    it.each([
      ["ON", [{ name: "HST", amount_cents: 156 }], 1355],
      [
        "QC",
        [
          { name: "GST", amount_cents: 60 },
          { name: "QST", amount_cents: 120 },
        ],
        1379,
      ],
      ["AB", [{ name: "GST", amount_cents: 60 }], 1259],
      ["NS", [{ name: "HST", amount_cents: 168 }], 1367],
    ])("%s", async (province, taxes, total) => {
      const buyer = await member(province);
      const response = await purchase(buyer);
      expect(response.statusCode, response.body).toBe(201);
      const body = checkoutResponseSchema.parse(response.json());
      expect(body.order).toMatchObject({
        currency: "CAD",
        subtotal_cents: 1199,
        discount_cents: 0,
        total_cents: total,
        province,
      });
      expect(body.order.taxes).toMatchObject(taxes);
      expect(body.card.card_number).toMatch(/^6018\d{12}$/);
      expect(body.card.csv).toMatch(/^\d{3}$/);
      expect(body.card.is_online_purchased).toBe(true);
      expect(await cardsOf(buyer.userId)).toHaveLength(1);
      const [order] = await ordersOf(buyer.userId);
      expect(order).toMatchObject({
        totalCents: total,
        cardId: (await cardsOf(buyer.userId))[0]!.id,
      });
      expect(await transactionsOf(buyer)).toMatchObject([
        { kind: "purchase", status: "succeeded", amount_cents: total },
      ]);
    });

    it("takes the province from the body over the profile, and from the postal code", async () => {
      const buyer = await member(null);
      await ctx
        .database()
        .db.update(profiles)
        .set({ postal: "T2P 1J9" })
        .where(eq(profiles.userId, buyer.userId));
      const byPostal = await ctx
        .app()
        .inject({ url: "/api/store/v2/taxrate", headers: buyer.headers });
      expect(byPostal.json()).toMatchObject({ province: "AB", tax_rate: 0.05 });
      const quebec = await ctx.app().inject({ url: "/api/store/v2/taxrate?province=Québec" });
      expect(quebec.json()).toMatchObject({ province: "QC", tax_rate: 0.14975 });
      const response = await purchase(buyer, { body: { province: "QC" } });
      expect(response.json().order.total_cents).toBe(1379);
    });

    it("refuses a purchase without any province (400 province_required)", async () => {
      const buyer = await member(null);
      const response = await purchase(buyer);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("province_required");
      expect(await cardsOf(buyer.userId)).toHaveLength(0);
    });
  });
});
