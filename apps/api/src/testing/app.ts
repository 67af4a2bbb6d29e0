import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig, REPO_ROOT } from "../config";
import type { Database, Db } from "../db/client";

// Tests must not depend on whether someone ran `npm run build`: no SPA unless a test asks for one.
const NO_WEB_DIST = path.join(REPO_ROOT, ".no-web-dist-in-tests");

/** A test configuration: NODE_ENV=test, no SPA, plus the given variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: NO_WEB_DIST, ...env });
}

/**
 * A database that answers ping but has no tables: enough for cross-cutting behaviour (errors,
 * headers, rate limit, docs, SPA) without paying for a fresh PGlite. Endpoint tests use
 * createTestDatabase() instead.
 */
export function stubDatabase(ping: () => Promise<void> = async () => {}): Database {
  return { db: {} as Db, kind: "pglite", ping, close: async () => {} };
}

export async function buildTestApp(
  options: { env?: Record<string, string>; database?: Database } = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(options.env),
    database: options.database ?? stubDatabase(),
    logger: false,
  });
}

/**
 * An error answer without its request id, which differs on every request: for tests that check
 * two requests answer alike.
 */
export function sameErrorAs(body: { error: { request_id?: string } }) {
  const { request_id: _id, ...error } = body.error;
  return { error };
}
