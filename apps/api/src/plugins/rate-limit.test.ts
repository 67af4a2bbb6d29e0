import { errorEnvelopeSchema } from "@spc/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/app";

describe("the rate limit", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_MS: "60000" } });
  });
  afterAll(() => app.close());

  it("answers the request past the limit with a 429 rate_limited envelope and Retry-After", async () => {
    expect((await app.inject({ url: "/api/config" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/config" })).statusCode).toBe(200);
    const response = await app.inject({ url: "/api/config" });

    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBeDefined();
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: {
        request_id: expect.any(String),
        code: "rate_limited",
        message: "Too many requests at the moment. Please try again later",
      },
    });
  });

  it("counts each client address separately", async () => {
    const response = await app.inject({ url: "/api/config", remoteAddress: "10.1.2.3" });
    expect(response.statusCode).toBe(200);
  });

  it("never limits the health check", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    }
  });
});
