import { describe, expect, it } from "vitest";
import { favouritesKeys } from "./keys";

describe("favouritesKeys", () => {
  it("keeps every key under the member root, so logging out drops them", () => {
    expect(favouritesKeys.all()).toEqual(["member", "favourites"]);
    expect(favouritesKeys.lists()).toEqual(["member", "favourites", "lists"]);
    expect(favouritesKeys.list(7)).toEqual(["member", "favourites", "list", 7]);
    expect(favouritesKeys.offers()).toEqual(["member", "favourites", "offers"]);
    expect(favouritesKeys.categories()).toEqual(["member", "favourites", "categories"]);
  });
});
