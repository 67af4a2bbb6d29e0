import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { buildTestApp } from "./app";

/**
 * Room under the sign-up / sign-in rate limit for a file that signs many accounts up and in (the
 * limit itself has its own tests).
 */
export const MANY_SIGN_INS = { AUTH_RATE_LIMIT_MAX: "1000" };

/**
 * A fresh seeded database and an app on it for the enclosing describe (or file): opened before
 * its tests, closed after them. Read them inside the tests: `ctx.app().inject(…)`.
 *
 *   const ctx = useTestApp({ env: MANY_SIGN_INS });
 */
export function useTestApp(options: { env?: Record<string, string> } = {}): {
  database: () => TestDatabase;
  app: () => FastifyInstance;
} {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database, env: options.env });
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });
  return { database: () => database, app: () => app };
}
