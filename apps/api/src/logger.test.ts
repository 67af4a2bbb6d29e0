import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { loggableUrl, loggerOptions } from "./logger";

describe("loggerOptions", () => {
  it("prints readable lines through pino-pretty in development", () => {
    const options = loggerOptions(loadConfig({ NODE_ENV: "development" }));
    expect(options).toMatchObject({ level: "info", transport: { target: "pino-pretty" } });
  });

  it("writes plain JSON lines in production", () => {
    const options = loggerOptions(
      loadConfig({
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        AFFILIATE_TOKEN_SECRET: "affiliate-secret-for-tests-0123456789",
      }),
    );
    expect(options).toMatchObject({ level: "warn" });
    expect(options).not.toHaveProperty("transport");
  });

  it("never logs authorization or cookie headers", () => {
    const options = loggerOptions(loadConfig({})) as { redact: { paths: string[] } };
    expect(options.redact.paths).toEqual(
      expect.arrayContaining(["req.headers.authorization", "req.headers.cookie"]),
    );
  });

  it("redacts one-time tokens from logged URLs and leaves other URLs alone", () => {
    expect(loggableUrl("/cibc/activation?affiliate_token=abc.def&utm_source=cibc")).toBe(
      "/cibc/activation?affiliate_token=%5Bredacted%5D&utm_source=cibc",
    );
    expect(loggableUrl("/deals?auto_login=yes&custom_token=secret")).toBe(
      "/deals?auto_login=yes&custom_token=%5Bredacted%5D",
    );
    expect(loggableUrl("/api/offers/v2/offers?page=2")).toBe("/api/offers/v2/offers?page=2");
    expect(loggableUrl("/deals")).toBe("/deals");
  });
});
