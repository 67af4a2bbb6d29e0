import { promoProductResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

describe("promos /v2/product and /v2/product/guest with the buyer's province", () => {
  const ctx = useTestApp();

  const price = async (url: string, headers?: { authorization: string }) => {
    const response = await ctx.app().inject({ url, ...(headers ? { headers } : {}) });
    expect(response.statusCode, url).toBe(200);
    return promoProductResponseSchema.parse(response.json()).price;
  };

  it("taxes 11.99 for the province asked: Ontario HST, Quebec GST + QST, Alberta GST", async () => {
    const on = await price("/api/promos/v2/product/guest?province=ON");
    expect(on).toMatchObject({ province: "ON", tax_cents: 156, total_cents: 1355, tax_rate: 0.13 });
    const qc = await price("/api/promos/v2/product/guest?province=QC");
    expect(qc).toMatchObject({ province: "QC", tax_cents: 180, total_cents: 1379 });
    expect(qc.taxes.map((tax) => [tax.name, tax.amount_cents])).toEqual([
      ["GST", 60],
      ["QST", 120],
    ]);
    const ab = await price("/api/promos/v2/product/guest?province=alberta");
    expect(ab).toMatchObject({ province: "AB", tax_cents: 60, total_cents: 1259 });
  });

  it("applies the promo discount before the province's tax", async () => {
    const on = await price("/api/promos/v2/product/guest?promocode=STUDENT10&province=ON");
    expect(on).toMatchObject({ discount_cents: 120, tax_cents: 140, total_cents: 1219 });
    const qc = await price("/api/promos/v2/product/guest?promocode=STUDENT10&province=QC");
    // 10.79: GST 0.5395 → 0.54, QST 1.0763… → 1.08.
    expect(qc).toMatchObject({ discount_cents: 120, tax_cents: 162, total_cents: 1241 });
  });

  it("the asked province wins over the visitor's postal code and the member's profile", async () => {
    const guest = await price("/api/promos/v2/product/guest?postal=M5V%203L9&province=AB");
    expect(guest).toMatchObject({ province: "AB", total_cents: 1259 });
    const member = await createMember(ctx.app());
    await ctx
      .database()
      .db.update(profiles)
      .set({ province: "QC" })
      .where(eq(profiles.userId, member.userId));
    expect(await price("/api/promos/v2/product", member.headers)).toMatchObject({
      province: "QC",
      total_cents: 1379,
    });
    expect(await price("/api/promos/v2/product?province=ON", member.headers)).toMatchObject({
      province: "ON",
      total_cents: 1355,
    });
  });

  it("keeps the old answers without a province (member's profile, postal, or before tax)", async () => {
    expect(await price("/api/promos/v2/product")).toMatchObject({
      province: null,
      tax_cents: 0,
      total_cents: 1199,
    });
    expect(await price("/api/promos/v2/product/guest?postal=H2X%201Y4")).toMatchObject({
      province: "QC",
      total_cents: 1379,
    });
  });

  it("refuses an unknown province with the error envelope", async () => {
    for (const url of [
      "/api/promos/v2/product?province=Atlantis",
      "/api/promos/v2/product/guest?province=ZZ",
    ]) {
      const response = await ctx.app().inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: {
          request_id: expect.any(String),
          code: "province_required",
          message: expect.any(String),
        },
      });
    }
  });
});
