import { describe, expect, it } from "vitest";
import { matchPageAddress, matchRoutePath } from "./match";
import {
  ADMIN_PATHS,
  LOADER_PATHS,
  NOT_FOUND_PATHS,
  PAGE_PATHS,
  REDIRECT_PATHS,
  ROUTE_PATHS,
} from "./paths";

describe("the route table's paths", () => {
  it("lists each path once", () => {
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
    expect(ROUTE_PATHS.length).toBe(
      PAGE_PATHS.length + REDIRECT_PATHS.length + LOADER_PATHS.length + ADMIN_PATHS.length,
    );
  });

  it("counts the not-found slots among the pages", () => {
    for (const path of NOT_FOUND_PATHS) expect(PAGE_PATHS).toContain(path);
  });
});

describe("matchRoutePath", () => {
  it.each([
    ["/", "/", {}],
    ["/deals", "/deals", {}],
    ["/deals/", "/deals", {}],
    ["/DEALS", "/deals", {}],
    ["/deals/offer/12", "/deals/offer/:id", { id: "12" }],
    ["/deals/maple/offer/12", "/deals/:partnerName/offer/:id", { partnerName: "maple", id: "12" }],
    ["/deals/category/food", "/deals/category/:name", { name: "food" }],
    ["/deals/category", "/deals/:partnerUrlName", { partnerUrlName: "category" }],
    ["/deals/caf%C3%A9", "/deals/:partnerUrlName", { partnerUrlName: "café" }],
    ["/search/inStore", "/search/inStore", {}],
    ["/search/pizza", "/search/:query", { query: "pizza" }],
    ["/contest/rules", "/contest/rules", {}],
    ["/contest/buy-spc", "/contest/buy-spc", {}],
    ["/contest/7", "/contest/:id", { id: "7" }],
    ["/campus", "/campus/:id?", {}],
    ["/campus/42", "/campus/:id?", { id: "42" }],
    ["/h&m", "/h&m", {}],
    ["/h%26m", "/h&m", {}],
    ["/cibc/activation", "/cibc/activation", {}],
    ["/__/auth/action", "/__/auth/action", {}],
    ["/nope", "/:id", { id: "nope" }],
    ["/a/b/c", "*", { "*": "a/b/c" }],
    ["/deals/x/offer/1/more", "*", { "*": "deals/x/offer/1/more" }],
  ])("reads %s as %s", (pathname, path, params) => {
    expect(matchRoutePath(pathname)).toEqual({ path, params });
  });
});

describe("matchPageAddress", () => {
  it.each([
    ["/fr", "/"],
    ["/fr/why-spc", "/why-spc"],
    ["/deals/fr/", "/deals"],
    ["/en/fr/deals", "/deals"],
    ["/fr/deals/offer/3", "/deals/offer/:id"],
    ["/french-fries", "/:id"],
  ])("strips the language markers of %s before matching (%s)", (pathname, path) => {
    expect(matchPageAddress(pathname)?.path).toBe(path);
  });
});
