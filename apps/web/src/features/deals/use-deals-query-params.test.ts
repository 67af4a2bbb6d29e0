import { describe, expect, it } from "vitest";
import { dealsParamAction } from "./use-deals-query-params";

const action = (query: string) => dealsParamAction(new URLSearchParams(query));

describe("/deals query parameters", () => {
  it("searches for q", () => {
    expect(action("q=pizza party")).toEqual({ kind: "navigate", to: "/search/pizza%20party" });
  });

  it("opens a category and an offer", () => {
    expect(action("category=food-and-drink")).toEqual({
      kind: "navigate",
      to: "/deals/category/food-and-drink",
    });
    expect(action("offerID=12")).toEqual({ kind: "navigate", to: "/deals/offer/12?source=deals" });
    expect(action("offerID=abc")).toBeNull();
  });

  it("opens the category chooser and drops the parameter", () => {
    const result = action("categoryChooser=true&register=true");
    expect(result?.kind).toBe("categoryChooser");
    expect(result?.kind === "categoryChooser" && result.rest.toString()).toBe("register=true");
  });

  it("leaves the listing and the welcome parameters alone", () => {
    expect(action("filter=online&register=true")).toBeNull();
    expect(action("")).toBeNull();
  });
});
