import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { buildTestApp } from "../../../testing/app";

/** A fresh seeded database and an app on it for one test file. */
export function useCatalogueApp(): { database: () => TestDatabase; app: () => FastifyInstance } {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });
  return { database: () => database, app: () => app };
}

/** GET under /api/offers; returns status and parsed JSON. */
export async function get(app: FastifyInstance, path: string) {
  const response = await app.inject({ url: `/api/offers${path}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
