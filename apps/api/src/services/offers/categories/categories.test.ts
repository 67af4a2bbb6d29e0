import { categoriesResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../../testing/use-test-app";

describe("GET /api/offers/v2/categories", () => {
  const ctx = useTestApp();

  it("lists at least twelve real categories, each with a colour and subcategories", async () => {
    const response = await ctx.app().inject({ url: "/api/offers/v2/categories" });
    expect(response.statusCode).toBe(200);
    const { data } = categoriesResponseSchema.parse(response.json());

    expect(data.length).toBeGreaterThanOrEqual(12);
    for (const category of data) {
      expect(category.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(category.name_en).not.toBe("");
      expect(category.name_fr).not.toBe("");
    }
    expect(data.some((category) => category.subcategories.length > 0)).toBe(true);
  });

  it("orders them by sort_order", async () => {
    const { data } = categoriesResponseSchema.parse(
      (await ctx.app().inject({ url: "/api/offers/v2/categories" })).json(),
    );
    const orders = data.map((category) => category.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('leaves the synthetic "All" and "SPC+" entries to the client', async () => {
    const { data } = categoriesResponseSchema.parse(
      (await ctx.app().inject({ url: "/api/offers/v2/categories" })).json(),
    );
    const names = data.map((category) => category.name_en.toLowerCase());
    expect(names).not.toContain("all");
    expect(names).not.toContain("spc+");
  });
});
