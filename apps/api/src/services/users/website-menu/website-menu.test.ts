import { websiteMenuResponseSchema } from "@spc/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { buildTestApp } from "../../../testing/app";

describe("GET /api/users/users/website-menu", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it("returns header links and a footer with three non-empty columns", async () => {
    const response = await app.inject({ url: "/api/users/users/website-menu" });
    expect(response.statusCode).toBe(200);
    const menu = websiteMenuResponseSchema.parse(response.json());

    expect(menu.header.length).toBeGreaterThan(0);
    expect(menu.footer.first_column.length).toBeGreaterThan(0);
    expect(menu.footer.second_column.length).toBeGreaterThan(0);
    expect(menu.footer.third_column.length).toBeGreaterThan(0);
  });

  it("gives every link both languages and somewhere to go", async () => {
    const menu = websiteMenuResponseSchema.parse(
      (await app.inject({ url: "/api/users/users/website-menu" })).json(),
    );
    const links = [
      ...menu.header,
      ...menu.footer.first_column,
      ...menu.footer.second_column,
      ...menu.footer.third_column,
    ];
    for (const link of links) {
      expect(link.en).not.toBe("");
      expect(link.fr).not.toBe("");
      expect(link.route ?? link.link).toBeTruthy();
    }
  });
});
