import { describe, expect, it } from "vitest";
import {
  isKnownPageSource,
  offerFilterSchema,
  offerSortSchema,
  pageSourceSchema,
  sortOptionSchema,
} from "./offer-query";

describe("offer query vocabulary", () => {
  it("accepts views as a sort order although it is not a user-facing sort option", () => {
    expect(offerSortSchema.safeParse("views").success).toBe(true);
    expect(sortOptionSchema.safeParse("views").success).toBe(false);
  });

  it("lists the four user sort options", () => {
    expect(sortOptionSchema.options).toEqual([
      "most_redeemed",
      "highest_discount",
      "alphabetical",
      "new",
    ]);
  });

  it("lists the five offer filters", () => {
    expect(offerFilterSchema.options).toEqual(["online", "instore", "spc_plus", "lto", "new"]);
  });

  it("accepts an unknown page source because the full list is open", () => {
    expect(pageSourceSchema.safeParse("newsletter").success).toBe(true);
  });

  it("refuses an empty page source", () => {
    expect(pageSourceSchema.safeParse("").success).toBe(false);
  });

  it("recognises home and spc_plus as known sources", () => {
    expect(isKnownPageSource("home")).toBe(true);
    expect(isKnownPageSource("spc_plus")).toBe(true);
    expect(isKnownPageSource("newsletter")).toBe(false);
  });
});
