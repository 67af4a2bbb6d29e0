import { describe, expect, it } from "vitest";
import { chooserPage, reopensChooser } from "./reopen-rule";

describe("the chooser's reopen rule (spec §4)", () => {
  it("knows the category, deal and deals pages", () => {
    expect(chooserPage("/deals/category/food-and-drink")).toBe("category");
    expect(chooserPage("/deals/nike/offer/12")).toBe("deal");
    expect(chooserPage("/deals/offer/12")).toBe("deal");
    expect(chooserPage("/deals")).toBe("deals");
    expect(chooserPage("/deals/")).toBe("deals");
    expect(chooserPage("/favourites")).toBe("other");
    expect(chooserPage("/search/shoes")).toBe("other");
  });

  it("reopens after a list is created on category, deal and deals pages only", () => {
    expect(reopensChooser("category", "created")).toBe(true);
    expect(reopensChooser("deal", "created")).toBe(true);
    expect(reopensChooser("deals", "created")).toBe(true);
    expect(reopensChooser("other", "created")).toBe(false);
  });

  it("reopens after the create-list dialog is closed on a category page only", () => {
    expect(reopensChooser("category", "closed")).toBe(true);
    expect(reopensChooser("deal", "closed")).toBe(false);
    expect(reopensChooser("deals", "closed")).toBe(false);
    expect(reopensChooser("other", "closed")).toBe(false);
  });
});
