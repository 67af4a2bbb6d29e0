import { describe, expect, it } from "vitest";
import { searchKey } from "./key";
import type { SearchInput } from "./repository";

const base: SearchInput = { filters: [], sort: "relevance", page: 1, pageSize: 24 };

describe("searchKey", () => {
  it("is shared by searches differing only in case, spacing and list order", () => {
    expect(
      searchKey({
        ...base,
        q: "  Running   Shoes ",
        tags: ["Shoes", "jeans"],
        filters: ["online", "instore"],
      }),
    ).toBe(
      searchKey({
        ...base,
        q: "running shoes",
        tags: ["jeans", "shoes"],
        filters: ["instore", "online"],
      }),
    );
  });

  it("differs for another text, accent, tag, filter, sort or page", () => {
    const key = searchKey({ ...base, q: "cafe" });
    for (const other of [
      { ...base, q: "café" },
      { ...base, q: "cafe", tags: ["coffee"] },
      { ...base, q: "cafe", filters: ["online" as const] },
      { ...base, q: "cafe", sort: "new" as const },
      { ...base, q: "cafe", page: 2 },
      { ...base, q: "cafe", pageSize: 48 },
    ]) {
      expect(searchKey(other)).not.toBe(key);
    }
  });
});
