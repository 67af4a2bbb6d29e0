import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../testing/app";

// The spec §5 postal-code rules as GET /validate/postal serves them (routes.ts), per build country.
describe("GET /api/users/validate/postal/{postal}", () => {
  let ca: FastifyInstance;
  let us: FastifyInstance;
  beforeAll(async () => {
    ca = await buildTestApp();
    us = await buildTestApp({ env: { COUNTRY: "us" } });
  });
  afterAll(async () => {
    await ca.close();
    await us.close();
  });

  const isValid = async (app: FastifyInstance, postal: string) => {
    const response = await app.inject({
      url: `/api/users/validate/postal/${encodeURIComponent(postal)}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { is_valid: boolean } }).data.is_valid;
  };

  it("accepts Canadian codes in any case, with or without the space", async () => {
    expect(await isValid(ca, "H2X 1Y4")).toBe(true);
    expect(await isValid(ca, "h2x1y4")).toBe(true);
    expect(await isValid(ca, "X0A 0H0")).toBe(true);
  });

  it("rejects codes no province uses, letters Canada Post never uses and other formats", async () => {
    expect(await isValid(ca, "W1A 1A1")).toBe(false);
    expect(await isValid(ca, "Z2X 1Y4")).toBe(false);
    expect(await isValid(ca, "D2X 1Y4")).toBe(false);
    expect(await isValid(ca, "H2O 1Y4")).toBe(false);
    expect(await isValid(ca, "12345")).toBe(false);
    expect(await isValid(ca, "H2X-1Y4")).toBe(false);
  });

  it("checks US ZIP codes in the US build", async () => {
    expect(await isValid(us, "90210")).toBe(true);
    expect(await isValid(us, "00000")).toBe(false);
    expect(await isValid(us, "9021")).toBe(false);
    expect(await isValid(us, "H2X1Y4")).toBe(false);
  });
});
