import type { Database, Db } from "../db/client";
import { openDatabase } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../db/testing";

/**
 * A test database that can be taken away from a running app and given back, to prove that the
 * app answers an outage with 503 and recovers without a restart. Taken away, every query goes
 * to a closed instance of the same driver (a PGlite that was closed, a node-postgres pool that
 * was ended), so the errors are the driver's own.
 */
export interface BreakableDatabase {
  database: Database;
  /** Sends every query to a closed connection from now on. */
  cut(): void;
  /** Sends them to the live database again. */
  restore(): void;
  cleanup(): Promise<void>;
}

async function closedDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await openDatabase({ databaseUrl: serverUrl })
    : await createTestDatabase();
  await database.close();
  return database;
}

export async function createBreakableDatabase(): Promise<BreakableDatabase> {
  const live: TestDatabase = await createTestDatabase();
  const closed = await closedDatabase();
  let current: Database = live;
  // Every use of `db` (repositories, better-auth's adapter) reads the current one at call time.
  const db = new Proxy({} as Db, {
    get(_target, property) {
      const target = current.db as unknown as Record<string | symbol, unknown>;
      const value = target[property];
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    database: {
      db,
      kind: live.kind,
      ping: () => current.ping(),
      close: async () => {},
    },
    cut: () => {
      current = closed;
    },
    restore: () => {
      current = live;
    },
    cleanup: () => live.cleanup(),
  };
}
