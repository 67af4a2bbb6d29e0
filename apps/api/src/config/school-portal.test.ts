import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { DEVELOPMENT_SCHOOL_PORTAL_SECRET, schoolPortalConfig } from "./school-portal";

describe("the school portal's secret", () => {
  it("is the configured one, the development one outside production, and none in production", () => {
    const secret = "a-school-portal-secret-of-32-chars!!";
    expect(schoolPortalConfig(parseEnv({ SCHOOL_PORTAL_SECRET: secret })).secret).toBe(secret);
    expect(schoolPortalConfig(parseEnv({ NODE_ENV: "test" })).secret).toBe(
      DEVELOPMENT_SCHOOL_PORTAL_SECRET,
    );
    expect(schoolPortalConfig(parseEnv({ NODE_ENV: "production" })).secret).toBeNull();
    expect(() => parseEnv({ SCHOOL_PORTAL_SECRET: "short" })).toThrow(/SCHOOL_PORTAL_SECRET/);
  });
});
