import { ERROR_CODES, errorEnvelopeSchema } from "@spc/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error";
import { buildTestApp } from "../testing/app";

describe("the error envelope", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    app.get("/api/test/sql-failure", async () => {
      throw new Error(
        'relation "users" does not exist: SELECT password_hash FROM users WHERE id=1',
      );
    });
    app.get("/api/test/conflict", async () => {
      throw AppError.conflict("This list name is already used");
    });
    app.post("/api/test/echo", async (request) => request.body);
    app.get("/api/test/decode", async () => decodeURIComponent("%E0%A4%A"));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers an unknown /api path with a 404 not_found envelope", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nope/v9/nothing" });
    expect(response.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe(ERROR_CODES.notFound);
    expect(body.error.message).toContain("/api/nope/v9/nothing");
  });

  it("answers a non-GET request to an unknown page with the 404 envelope", async () => {
    const response = await app.inject({ method: "POST", url: "/deals", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  it("rejects a bad query with a 400 validation_error naming the field", async () => {
    const response = await app.inject({ url: "/api/users/feature-flags?platform=toaster" });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe(ERROR_CODES.validation);
    expect(body.error.message).toMatch(/platform/);
  });

  it("hides an internal error behind a generic 500 with no SQL or stack", async () => {
    const response = await app.inject({ url: "/api/test/sql-failure" });
    expect(response.statusCode).toBe(500);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe(ERROR_CODES.internal);
    expect(response.body).not.toMatch(/SELECT|password_hash|relation|users|at\s.+\.ts/);
  });

  it("answers an AppError with its code's status, its code and its message", async () => {
    const response = await app.inject({ url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        request_id: expect.any(String),
        code: "conflict",
        message: "This list name is already used",
      },
    });
  });

  it("answers text from the request that does not decode with 400 malformed_url", async () => {
    const response = await app.inject({ url: "/api/test/decode" });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe(ERROR_CODES.malformedUrl);
  });

  it("answers a malformed JSON body with a 400 envelope", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe(ERROR_CODES.validation);
  });
});
