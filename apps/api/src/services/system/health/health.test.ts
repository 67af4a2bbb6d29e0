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
