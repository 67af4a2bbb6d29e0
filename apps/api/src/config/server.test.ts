import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./load";
import { REPO_ROOT } from "./server";

const AFFILIATE_SECRET = "affiliate-secret-for-tests-0123456789";

describe("loadConfig: the server", () => {
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

  it("keeps a postgres URL and strips a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/spc",
      PUBLIC_URL: "https://spc.example.ca/",
    });
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/spc");
    expect(config.publicUrl).toBe("https://spc.example.ca");
  });

  it("is silent in tests and verbose as asked", () => {
    expect(loadConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(loadConfig({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
  });

  it("listens on loopback outside production unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("localhost");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(
      loadConfig({ NODE_ENV: "production", AFFILIATE_TOKEN_SECRET: AFFILIATE_SECRET }).host,
    ).toBe("0.0.0.0");
  });
});
