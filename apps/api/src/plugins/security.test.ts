import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { buildTestApp } from "../testing/app";
import { helmetOptions, staticSecurityHeaders } from "./security";

describe("security headers", () => {
  it("sends a strict Content-Security-Policy and the usual hardening headers", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/api/config" });
    await app.close();

    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' https: data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS and upgrades insecure requests in production behind https", async () => {
    const app = await buildTestApp({
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: "https://spc.example.ca",
        AFFILIATE_TOKEN_SECRET: "affiliate-secret-for-tests-0123456789",
      },
    });
    const response = await app.inject({ url: "/api/config" });
    await app.close();

    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("keeps plain-http production (npm start on a laptop or LAN) free of https-only headers", async () => {
    const app = await buildTestApp({
      env: {
        NODE_ENV: "production",
        AFFILIATE_TOKEN_SECRET: "affiliate-secret-for-tests-0123456789",
      },
    });
    const response = await app.inject({ url: "/api/config" });
    await app.close();

    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("puts the same headers on error responses", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/api/does-not-exist" });
    await app.close();

    expect(response.statusCode).toBe(404);
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it("lets the Braintree Drop-in load only when the gateway is Braintree", () => {
    const local = staticSecurityHeaders(helmetOptions(loadConfig({})))["content-security-policy"];
    expect(local).not.toContain("braintree");
    const braintree = staticSecurityHeaders(
      helmetOptions(
        loadConfig({
          BRAINTREE_MERCHANT_ID: "m",
          BRAINTREE_PUBLIC_KEY: "p",
          BRAINTREE_PRIVATE_KEY: "s",
        }),
      ),
    )["content-security-policy"];
    expect(braintree).toMatch(/script-src 'self' https:\/\/js\.braintreegateway\.com/);
    expect(braintree).toMatch(/frame-src 'self' https:\/\/assets\.braintreegateway\.com/);
    expect(braintree).toMatch(/connect-src 'self' [^;]*https:\/\/api\.braintreegateway\.com/);
    expect(braintree).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets Google Analytics load only when it measures the audience", () => {
    const local = staticSecurityHeaders(helmetOptions(loadConfig({})))["content-security-policy"];
    expect(local).not.toContain("google");
    const google = staticSecurityHeaders(
      helmetOptions(loadConfig({ ANALYTICS_PROVIDER: "google", GA_MEASUREMENT_ID: "G-SPC2026" })),
    )["content-security-policy"];
    expect(google).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(google).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(google).not.toMatch(/frame-src/);
  });
});
