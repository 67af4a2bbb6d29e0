import { afterEach, describe, expect, it } from "vitest";
import { isCrawler } from "./visitor";

describe("isCrawler", () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="spc-visitor"]')) meta.remove();
  });

  it("is false for a person's page and true when the server marked the page for a crawler", () => {
    expect(isCrawler()).toBe(false);
    const meta = document.createElement("meta");
    meta.name = "spc-visitor";
    meta.content = "crawler";
    document.head.append(meta);
    expect(isCrawler()).toBe(true);
  });
});
