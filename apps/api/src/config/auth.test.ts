import { describe, expect, it } from "vitest";
import { DEVELOPMENT_AUTH_SECRET } from "./auth";
import { loadConfig } from "./load";
import { publicConfig } from "./public";

const AFFILIATE_SECRET = "affiliate-secret-for-tests-0123456789";

describe("loadConfig: accounts", () => {
  it("uses a fixed development secret outside production", () => {
    expect(loadConfig({}).auth.secret).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(loadConfig({ NODE_ENV: "test" }).auth.secret).toBe(DEVELOPMENT_AUTH_SECRET);
  });

  it("fails fast in production on a real database without BETTER_AUTH_SECRET", () => {
    const env = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/spc",
      AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET,
    };
    expect(() => loadConfig(env)).toThrow(/BETTER_AUTH_SECRET is required in production/);
    const secret = "x".repeat(32);
    expect(loadConfig({ ...env, BETTER_AUTH_SECRET: secret }).auth.secret).toBe(secret);
  });

  it("never uses the development secret in production (embedded: a generated one, see auth)", () => {
    expect(
      loadConfig({ NODE_ENV: "production", AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET }).auth.secret,
    ).toBeNull();
  });

  it("rejects a short secret", () => {
    expect(() => loadConfig({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("enables a social provider only when both its keys are set", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
      FACEBOOK_CLIENT_ID: "fb-id-without-secret",
    });
    expect(Object.keys(config.auth.socialProviders)).toEqual(["google"]);
    expect(publicConfig(config).auth_providers).toEqual(["google"]);
    expect(publicConfig(loadConfig({})).auth_providers).toEqual([]);
  });

  it("trusts the public origin, the Vite dev server outside production and listed origins", () => {
    expect(loadConfig({}).auth.trustedOrigins).toContain("http://localhost:5173");
    const production = loadConfig({
      NODE_ENV: "production",
      AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET,
      PUBLIC_URL: "https://spc.example/",
      AUTH_TRUSTED_ORIGINS: "https://admin.spc.example, chrome-extension://abc",
    });
    expect(production.auth.trustedOrigins).toEqual([
      "https://spc.example",
      "https://admin.spc.example",
      "chrome-extension://abc",
    ]);
  });

  it("trusts every loopback name of the server's port outside production, none in production", () => {
    const development = loadConfig({ PORT: "3100" }).auth.trustedOrigins;
    for (const origin of ["http://localhost:3100", "http://127.0.0.1:3100", "http://[::1]:3100"]) {
      expect(development).toContain(origin);
    }
    const production = loadConfig({
      NODE_ENV: "production",
      AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET,
      PUBLIC_URL: "https://spc.example",
    }).auth.trustedOrigins;
    expect(production.some((origin) => /localhost|127\.0\.0\.1|\[::1\]/.test(origin))).toBe(false);
  });
});
