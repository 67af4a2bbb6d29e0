import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { buildTestApp } from "../testing/app";
import { checkoutOutcome } from "./metrics";

const TOKEN = "scraper-token-0123456789";

describe("GET /metrics", () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const scrape = async () => {
    const response = await app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    return response.body;
  };

  it("counts requests by route template, not by address, with their latency", async () => {
    await app.inject({ url: "/api/offers/v2/categories" });
    await app.inject({ url: "/api/offers/v2/offers/1" });
    await app.inject({ url: "/api/offers/v2/offers/2" });
    const body = await scrape();
    expect(body).toMatch(
      /spc_http_requests_total\{method="GET",route="\/api\/offers\/v2\/offers\/:id",status="200"\} 2/,
    );
    expect(body).toMatch(/spc_http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
    expect(body).not.toMatch(/offers\/v2\/offers\/1"/);
    // Node's own metrics come along.
    expect(body).toMatch(/nodejs_eventloop_lag_seconds/);
  });

  it("reports the catalogue cache's hits and misses", async () => {
    await app.inject({ url: "/api/offers/v2/categories" });
    await app.inject({ url: "/api/offers/v2/categories" });
    const body = await scrape();
    const hits = Number(
      /spc_cache_lookups_total\{cache="catalogue",result="hit"\} (\d+)/.exec(body)?.[1],
    );
    const misses = Number(
      /spc_cache_lookups_total\{cache="catalogue",result="miss"\} (\d+)/.exec(body)?.[1],
    );
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(misses).toBeGreaterThanOrEqual(1);
  });

  it("is hidden from other machines without the token, and open to its bearer", async () => {
    const stranger = await app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(stranger.statusCode).toBe(404);
    const forwarded = await app.inject({
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(forwarded.statusCode).toBe(404);
    const wrong = await app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.statusCode).toBe(404);
    const bearer = await app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe("checkoutOutcome", () => {
  it("reads a checkout answer's status as its outcome", () => {
    expect(checkoutOutcome(200)).toBe("paid");
    expect(checkoutOutcome(402)).toBe("declined");
    expect(checkoutOutcome(409)).toBe("conflict");
    expect(checkoutOutcome(429)).toBe("rate_limited");
    expect(checkoutOutcome(400)).toBe("refused");
    expect(checkoutOutcome(502)).toBe("failed");
  });
});
