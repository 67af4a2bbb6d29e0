import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { contentCacheFor } from "../services/content";
import { buildTestApp } from "./app";

/** How often the content cache of a test database reads content_state (the app's is 1 s). */
const CHECK_INTERVAL_MS = 50;

/**
 * A fresh seeded database whose content cache checks the content version every 50 ms, and an
 * app on it: a test changes rows with SQL (the triggers bump the version) and waits until the
 * answer follows with `eventually`.
 */
export function useContentTestApp(options: { env?: Record<string, string> } = {}): {
  database: () => TestDatabase;
  app: () => FastifyInstance;
} {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    contentCacheFor(database.db, { checkIntervalMs: CHECK_INTERVAL_MS });
    app = await buildTestApp({ database, env: options.env });
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });
  return { database: () => database, app: () => app };
}

/** Retries `read` until `done` holds (or two seconds pass) and returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 2000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
