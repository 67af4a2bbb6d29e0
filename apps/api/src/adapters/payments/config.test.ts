import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { buildTestApp } from "../../testing/app";

describe("payment configuration", () => {
  const keys = {
    BRAINTREE_MERCHANT_ID: "m",
    BRAINTREE_PUBLIC_KEY: "p",
    BRAINTREE_PRIVATE_KEY: "s",
  };

  it("uses the local test gateway by default and reconciles every minute", () => {
    expect(loadConfig({}).payments).toEqual({
      gateway: "local",
      braintree: undefined,
      localChosenExplicitly: false,
      reconcileIntervalMs: 60_000,
    });
  });

  it("switches to Braintree (sandbox by default) when the three keys are set", () => {
    const config = loadConfig(keys);
    expect(config.payments.gateway).toBe("braintree");
    expect(config.payments.braintree).toEqual({
      merchantId: "m",
      publicKey: "p",
      privateKey: "s",
      environment: "sandbox",
    });
  });

  it("refuses partial keys, and braintree without keys", () => {
    expect(() => loadConfig({ BRAINTREE_MERCHANT_ID: "m" })).toThrow(/must be set together/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: "braintree" })).toThrow(
      /needs the BRAINTREE_\* keys/,
    );
  });

  it("refuses to start a production server with test nonces unless asked for explicitly", async () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/spc",
      BETTER_AUTH_SECRET: "x".repeat(32),
      AFFILIATE_TOKEN_SECRET: "affiliate-secret-for-tests-0123456789",
    };
    await expect(buildTestApp({ env: production })).rejects.toThrow(/PAYMENT_GATEWAY=local/);
    const explicit = await buildTestApp({ env: { ...production, PAYMENT_GATEWAY: "local" } });
    expect(explicit.payments.gateway.name).toBe("local");
    await explicit.close();
    expect(loadConfig({ ...production, ...keys }).payments.gateway).toBe("braintree");
    // A laptop `npm start` (production on the embedded database) keeps the local gateway.
    expect(
      loadConfig({
        NODE_ENV: "production",
        AFFILIATE_TOKEN_SECRET: "affiliate-secret-for-tests-0123456789",
      }).payments.gateway,
    ).toBe("local");
  });
});
