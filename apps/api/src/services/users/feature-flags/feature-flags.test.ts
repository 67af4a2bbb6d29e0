import { errorEnvelopeSchema, featureFlagsResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../../testing/use-test-app";

describe("GET /api/users/feature-flags", () => {
  const ctx = useTestApp();

  it("returns the web flags keyed by name, with sub-flags where a flag has them", async () => {
    const response = await ctx.app().inject({ url: "/api/users/feature-flags?platform=web" });
    expect(response.statusCode).toBe(200);
    const { data } = featureFlagsResponseSchema.parse(response.json());

    expect(Object.keys(data).length).toBeGreaterThan(0);
    expect(Object.values(data).some((flag) => flag.sub_flags !== undefined)).toBe(true);
  });

  it("defaults to the web platform when none is given", async () => {
    const withDefault = await ctx.app().inject({ url: "/api/users/feature-flags" });
    const explicit = await ctx.app().inject({ url: "/api/users/feature-flags?platform=web" });
    expect(withDefault.json()).toEqual(explicit.json());
  });

  it("rejects an unknown platform with a 400 validation_error naming it", async () => {
    const response = await ctx.app().inject({ url: "/api/users/feature-flags?platform=toaster" });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toContain("platform");
  });
});
