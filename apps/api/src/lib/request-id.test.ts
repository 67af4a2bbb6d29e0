import { errorEnvelopeSchema } from "@spc/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/app";

describe("request ids", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("gives every answer an X-Request-Id, and every error envelope the same id", async () => {
    const ok = await app.inject({ url: "/api/config" });
    expect(ok.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await app.inject({ url: "/api/no-such-call" });
    const id = missing.headers["x-request-id"];
    expect(errorEnvelopeSchema.parse(missing.json()).error.request_id).toBe(id);
    expect(id).not.toBe(ok.headers["x-request-id"]);
  });

  it("keeps a balancer's plain-token id, and replaces one that is not", async () => {
    const kept = await app.inject({
      url: "/api/config",
      headers: { "x-request-id": "lb-7f3a9c21e4" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a9c21e4");

    const replaced = await app.inject({
      url: "/api/config",
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
