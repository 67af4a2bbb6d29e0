import { ERROR_CODES, errorEnvelopeSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/use-test-app";

describe("better-auth's errors under /api/auth", () => {
  const ctx = useTestApp();

  it("answers a path better-auth does not have with the 404 not_found envelope", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await ctx.app().inject({ method, url: "/api/auth/no-such-endpoint" });
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe(ERROR_CODES.notFound);
    }
  });

  it("keeps better-auth's own code, in snake_case", async () => {
    const response = await ctx.app().inject({ url: "/api/auth/verify-email?token=not-a-token" });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe("invalid_token");
  });
});
