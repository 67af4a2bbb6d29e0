import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetchByPath } from "../../test/fetch";
import { prefetchFirstRow } from "./first-row";

let order: unknown;
/** The API paths read, in order. */
let asked: string[] = [];

beforeEach(() => {
  asked = stubFetchByPath((path) => (path === "/api/offers/theme/order" ? order : { data: [] }));
});

afterEach(() => vi.unstubAllGlobals());

describe("prefetchFirstRow", () => {
  it("reads the theme order, then only the first row's cards, into the cache", async () => {
    order = {
      data: [
        { key: "trending", type: "trending", collection_id: null },
        { key: "limited_time", type: "limited_time", collection_id: null },
      ],
    };
    const client = new QueryClient();
    await prefetchFirstRow(client);
    expect(asked).toEqual(["/api/offers/theme/order", "/api/offers/v2/trendingOffers"]);
    expect(client.getQueryData(["deals", "trending", false])).toEqual({ data: [] });
  });

  it("falls back to the brief's first row (the collections) when the theme is empty", async () => {
    order = { data: [] };
    const client = new QueryClient();
    await prefetchFirstRow(client);
    expect(asked).toEqual(["/api/offers/theme/order", "/api/offers/v4/collections"]);
    expect(client.getQueryData(["deals", "collections"])).toEqual({ data: [] });
  });
});
