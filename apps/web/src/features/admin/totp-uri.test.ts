import { describe, expect, it } from "vitest";
import { groupKey, parseTotpUri } from "./totp-uri";

describe("parseTotpUri", () => {
  it("reads the key, the account and the issuer of the identity library's URI", () => {
    const uri =
      "otpauth://totp/SPC:new-admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=SPC&digits=6&period=30";
    expect(parseTotpUri(uri)).toEqual({
      secret: "JBSWY3DPEHPK3PXP",
      account: "new-admin@example.com",
      issuer: "SPC",
    });
  });

  it("normalises a key given in lower case with padding", () => {
    expect(parseTotpUri("otpauth://totp/x?secret=jbswy3dp%3D%3D")?.secret).toBe("JBSWY3DP");
  });

  it("refuses what is not a TOTP URI with a base32 key", () => {
    expect(parseTotpUri("https://example.com/?secret=JBSWY3DP")).toBeNull();
    expect(parseTotpUri("otpauth://hotp/SPC:a?secret=JBSWY3DP")).toBeNull();
    expect(parseTotpUri("otpauth://totp/SPC:a?secret=not-base32!")).toBeNull();
    expect(parseTotpUri("otpauth://totp/SPC:a")).toBeNull();
    expect(parseTotpUri("not a uri")).toBeNull();
  });
});

describe("groupKey", () => {
  it("prints the key in groups of four", () => {
    expect(groupKey("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupKey("ABCDEF")).toBe("ABCD EF");
  });
});
