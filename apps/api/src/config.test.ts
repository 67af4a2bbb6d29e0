import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEVELOPMENT_AFFILIATE_SECRET,
  DEVELOPMENT_AUTH_SECRET,
  loadConfig,
  publicConfig,
  REPO_ROOT,
} from "./config";

const AFFILIATE_SECRET = "affiliate-secret-for-tests-0123456789";

describe("loadConfig", () => {
  it("runs with no environment at all, on embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      country: "ca",
      currency: "CAD",
      languages: ["en", "fr"],
      logLevel: "info",
      publicUrl: "http://localhost:3000",
      trustProxy: false,
      rateLimit: { max: 300, windowMs: 60_000 },
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, "data"));
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, "apps/web/dist"));
  });

  it("resolves relative folders against the repository root, not the working directory", () => {
    const config = loadConfig({ DATA_DIR: ".data-e2e", WEB_DIST_DIR: "/srv/web" });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, ".data-e2e"));
    expect(config.webDistDir).toBe("/srv/web");
  });

  it("takes PORT from the environment and uses it in the default public URL", () => {
    const config = loadConfig({ PORT: "8080" });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("derives USD and English only for the US build", () => {
    const config = loadConfig({ COUNTRY: "us" });
    expect(config.currency).toBe("USD");
    expect(config.languages).toEqual(["en"]);
    expect(publicConfig(config)).toEqual({
      country: "us",
      currency: "USD",
      languages: ["en"],
      default_language: "en",
      public_url: "http://localhost:3000",
      auth_providers: [],
    });
  });

  it("fails fast on an unknown COUNTRY, naming the variable and its value", () => {
    expect(() => loadConfig({ COUNTRY: "fr" })).toThrow(ConfigError);
    expect(() => loadConfig({ COUNTRY: "fr" })).toThrow(/COUNTRY="fr"/);
  });

  it("lists every bad variable in one message", () => {
    const error = (() => {
      try {
        loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", NODE_ENV: "staging" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/PORT/);
    expect(error?.message).toMatch(/DATABASE_URL/);
    expect(error?.message).toMatch(/NODE_ENV/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", COUNTRY: " " }).port).toBe(3000);
  });

  it("keeps a postgres URL and strips a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/spc",
      PUBLIC_URL: "https://spc.example.ca/",
    });
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/spc");
    expect(config.publicUrl).toBe("https://spc.example.ca");
  });

  it("understands TRUST_PROXY as a switch, a hop count or a list of addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });

  it("is silent in tests and verbose as asked", () => {
    expect(loadConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(loadConfig({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
  });
});

describe("loadConfig: accounts and mail", () => {
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

  it("listens on loopback outside production unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("localhost");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(
      loadConfig({ NODE_ENV: "production", AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET }).host,
    ).toBe("0.0.0.0");
  });

  it("keeps mail in the outbox unless SMTP_URL is set", () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtp://mail:25" }).mail.smtpUrl).toBe("smtp://mail:25");
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });
});

describe("loadConfig: geocoding", () => {
  it("uses the built-in postal data unless GOOGLE_MAPS_API_KEY is set", () => {
    expect(loadConfig({}).geocoding.googleMapsApiKey).toBeUndefined();
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: " key-123 " }).geocoding.googleMapsApiKey).toBe(
      "key-123",
    );
  });

  it("never exposes the maps key to the browser", () => {
    const config = loadConfig({ GOOGLE_MAPS_API_KEY: "key-123" });
    expect(JSON.stringify(publicConfig(config))).not.toContain("key-123");
  });
});

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
