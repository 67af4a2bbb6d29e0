import { describe, expect, it } from "vitest";
import { ConfigError } from "./errors";
import { loadConfig } from "./load";

describe("loadConfig: reading the environment", () => {
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

  it("understands TRUST_PROXY as a switch, a hop count or a list of addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });
});
