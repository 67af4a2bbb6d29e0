import { describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/app";

describe("the OpenAPI document", () => {
  it("lists every API route with its tag, generated from the zod schemas", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/api/docs/json" });
    await app.close();

    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/config",
        "/api/offers/v2/categories",
        "/api/offers/getTerms",
        "/api/users/users/website-menu",
        "/api/users/feature-flags",
      ]),
    );
    const flags = doc.paths["/api/users/feature-flags"].get;
    expect(flags.tags).toEqual(["users"]);
    expect(flags.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "platform", in: "query" })]),
    );
    expect(flags.responses["200"].content["application/json"].schema).toBeDefined();
    // The SPA's static route and the docs themselves are not part of the API.
    expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/"))).toBe(true);
  });

  it("serves the interactive documentation at /api/docs", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/api/docs" });
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});
