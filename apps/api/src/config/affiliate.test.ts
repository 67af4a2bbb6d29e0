import { describe, expect, it } from "vitest";
import { DEVELOPMENT_AFFILIATE_SECRET } from "./affiliate";
import { loadConfig } from "./load";

const AFFILIATE_SECRET = "affiliate-secret-for-tests-0123456789";

describe("loadConfig: bank-affiliate tokens", () => {
  it("signs with a fixed development secret outside production only", () => {
    expect(loadConfig({}).affiliate.tokenSecret).toBe(DEVELOPMENT_AFFILIATE_SECRET);
    expect(loadConfig({ NODE_ENV: "test" }).affiliate.tokenSecret).toBe(
      DEVELOPMENT_AFFILIATE_SECRET,
    );
    expect(loadConfig({ AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET }).affiliate.tokenSecret).toBe(
      AFFILIATE_SECRET,
    );
  });

  it("refuses to start in production without AFFILIATE_TOKEN_SECRET, embedded or not", () => {
    for (const env of [
      { NODE_ENV: "production" },
      {
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/spc",
        BETTER_AUTH_SECRET: "x".repeat(32),
      },
    ]) {
      expect(() => loadConfig(env)).toThrow(/AFFILIATE_TOKEN_SECRET is required in production/);
    }
    expect(
      loadConfig({ NODE_ENV: "production", AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET }).affiliate
        .tokenSecret,
    ).toBe(AFFILIATE_SECRET);
  });

  it("rejects a short secret", () => {
    expect(() => loadConfig({ AFFILIATE_TOKEN_SECRET: "short" })).toThrow(/AFFILIATE_TOKEN_SECRET/);
  });
});
