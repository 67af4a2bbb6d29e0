import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveTokenForExtension, tellExtensionAboutOffer } from "./extension-cookies";

function cookieWrites() {
  const writes: string[] = [];
  const doc = {
    location: { protocol: "https:" },
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  return { doc, writes };
}

afterEach(() => vi.restoreAllMocks());

describe("the browser extension's cookies", () => {
  it("leaves the token for an hour", () => {
    const { doc, writes } = cookieWrites();
    leaveTokenForExtension("tok.en", doc);
    expect(writes).toEqual(["spc_ext_token=tok.en; Max-Age=3600; Path=/; SameSite=Strict; Secure"]);
  });

  it("names the offer and the partner's site for 10 seconds, and nothing for a bad address", () => {
    const { doc, writes } = cookieWrites();
    tellExtensionAboutOffer("42", "https://shop.maple-slice.ca/deal?ref=spc", doc);
    expect(writes).toEqual([
      "spc_ext_offer_id=42; Max-Age=10; Path=/; SameSite=Strict; Secure",
      "spc_ext_offer_domain=shop.maple-slice.ca; Max-Age=10; Path=/; SameSite=Strict; Secure",
    ]);
    tellExtensionAboutOffer("43", "not a url", doc);
    expect(writes).toHaveLength(2);
  });
});
