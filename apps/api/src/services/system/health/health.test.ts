import { errorEnvelopeSchema, healthResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../db/testing";
import { buildTestApp, stubDatabase } from "../../../testing/app";

describe("GET /api/health", () => {
  it("reports ok and which database answered", async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    const response = await app.inject({ url: "/api/health" });
    await app.close();
    await database.cleanup();

    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("answers 503 service_unavailable without the driver's error when the database is down", async () => {
    const down = stubDatabase(() =>
      Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432 password authentication")),
    );
    const app = await buildTestApp({ database: down });
    const response = await app.inject({ url: "/api/health" });
    await app.close();

    expect(response.statusCode).toBe(503);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe("service_unavailable");
    expect(response.body).not.toMatch(/ECONNREFUSED|5432|password/);
  });
});

describe("GET /api/ready", () => {
  it("says ready while the copy serves, and 503 once a shutdown began (health stays ok)", async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    try {
      expect((await app.inject({ url: "/api/ready" })).statusCode).toBe(200);

      app.lifecycle.drain();
      const draining = await app.inject({ url: "/api/ready" });
      expect(draining.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(draining.json()).error.code).toBe("service_unavailable");
      // Still answering everything else while the balancer takes it out.
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/api/config" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });

  it("is not ready while the database is down", async () => {
    const app = await buildTestApp({
      database: stubDatabase(() => Promise.reject(new Error("x"))),
    });
    const response = await app.inject({ url: "/api/ready" });
    await app.close();
    expect(response.statusCode).toBe(503);
  });
});
