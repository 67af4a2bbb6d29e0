import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";

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

  it("refuses test nonces on a production server unless asked for explicitly", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/spc",
      BETTER_AUTH_SECRET: "x".repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY=local/);
    expect(loadConfig({ ...production, PAYMENT_GATEWAY: "local" }).payments.gateway).toBe("local");
    expect(loadConfig({ ...production, ...keys }).payments.gateway).toBe("braintree");
    // A laptop `npm start` (production on the embedded database) keeps the local gateway.
    expect(loadConfig({ NODE_ENV: "production" }).payments.gateway).toBe("local");
  });
});
