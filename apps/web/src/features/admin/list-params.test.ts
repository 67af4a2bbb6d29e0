import { describe, expect, it } from "vitest";
import { listParams, sortingOf, sortOf, withParams } from "./list-params";

const SORTS = ["name", "-name", "created", "-created"] as const;

describe("list params", () => {
  it("reads the address, falling back to the API's defaults", () => {
    expect(
      listParams(
        new URLSearchParams("q=%20bar%20&page=3&page_size=50&sort=-created"),
        SORTS,
        "name",
      ),
    ).toEqual({
      q: "bar",
      page: 3,
      page_size: 50,
      sort: "-created",
    });
    expect(
      listParams(new URLSearchParams("page=0&page_size=30&sort=views"), SORTS, "name"),
    ).toEqual({
      q: undefined,
      page: 1,
      page_size: 25,
      sort: "name",
    });
  });

  it("turns the API's sort into the table's sorting and back", () => {
    expect(sortingOf("-created")).toEqual([{ id: "created", desc: true }]);
    expect(sortOf([{ id: "name", desc: false }], "created")).toBe("name");
    expect(sortOf([], "created")).toBe("created");
  });

  it("starts a changed filter from the first page, keeps the page when it is the change", () => {
    const search = new URLSearchParams("q=a&page=4");
    expect(withParams(search, { q: "b" }).toString()).toBe("q=b");
    expect(withParams(search, { page: 5 }).toString()).toBe("q=a&page=5");
    expect(withParams(search, { q: "" }).toString()).toBe("");
  });
});
