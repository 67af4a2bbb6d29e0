import { describe, expect, it } from "vitest";
import { categorySchema } from "./category";

const category = {
  id: 1,
  name_en: "Food",
  name_fr: "Alimentation",
  url_name: "food",
  colour: "#ff8800",
  sort_order: 1,
  subcategories: [{ id: 10, name_en: "Coffee", name_fr: "Café" }],
};

describe("category", () => {
  it("parses a category with its subcategories", () => {
    expect(categorySchema.parse(category)).toEqual(category);
  });

  it("refuses a colour that is not a six-digit hex", () => {
    expect(categorySchema.safeParse({ ...category, colour: "orange" }).success).toBe(false);
  });
});
