import { describe, expect, it } from "vitest";
import {
  applyListingChange,
  readListingState,
  toListingQuery,
  writeListingState,
} from "./listing-params";

describe("listing state in the URL", () => {
  it("round-trips filters, subcategories, sort and page and keeps other parameters", () => {
    const start = new URLSearchParams("q=pizza&source=home");
    const state = {
      filters: ["online" as const, "lto" as const],
      subcategories: [5, 2],
      sort: "alphabetical" as const,
      page: 3,
    };
    const written = writeListingState(start, state);
    expect(written.toString()).toBe(
      "q=pizza&source=home&filter=online%2Clto&sub=2%2C5&sort=alphabetical&page=3",
    );
    expect(readListingState(written)).toEqual({ ...state, subcategories: [2, 5] });
  });

  it("leaves defaults out of the URL", () => {
    const written = writeListingState(new URLSearchParams("filter=new&page=2&sort=new"), {
      filters: [],
      subcategories: [],
      sort: null,
      page: 1,
    });
    expect(written.toString()).toBe("");
  });

  it("ignores unknown filters, bad sorts and bad pages, and orders filters as the spec does", () => {
    const state = readListingState(
      new URLSearchParams("filter=lto,bogus,online,lto&sort=views&page=-4&sub=x,3"),
    );
    expect(state).toEqual({ filters: ["online", "lto"], subcategories: [3], sort: null, page: 1 });
  });

  it("starts again at page 1 when filters or sort change, not when the page changes", () => {
    const state = readListingState(new URLSearchParams("page=4"));
    expect(applyListingChange(state, { sort: "new" }).page).toBe(1);
    expect(applyListingChange(state, { filters: ["instore"] }).page).toBe(1);
    expect(applyListingChange(state, { page: 5 }).page).toBe(5);
  });

  it("maps to the API listing query", () => {
    const query = toListingQuery(readListingState(new URLSearchParams("filter=spc_plus&page=2")));
    expect(query).toEqual({ page: 2, sort: null, filters: ["spc_plus"], subcategories: [] });
  });
});
