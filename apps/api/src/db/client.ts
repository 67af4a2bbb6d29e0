import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;

/**
 * Result of `db.execute(sql…)` common to both drivers (node-postgres QueryResult and PGlite
 * Results both carry `rows`), so raw SQL stays typed: `db.execute<{ id: number }>(…).rows`.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<this["row"]>;
}
export interface DbQueryResult<TRow> {
  rows: TRow[];
}

/** One drizzle type for both drivers, so repositories never care which one is running. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`; it has the whole query API of `Db`. */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers `SELECT 1`; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL only; PGlite is one in-process connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** postgres://… — a real server through a node-postgres pool. Wins over dataDir. */
  databaseUrl?: string;
  /** PGlite folder; undefined or "memory://" keeps everything in memory. */
  dataDir?: string;
}

export const MEMORY_DATA_DIR = "memory://";

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("postgres pool error", error));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    ...wrap(db, "postgres", () => pool.end()),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = !dataDir || dataDir === MEMORY_DATA_DIR;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    extensions: { pg_trgm, unaccent },
  });
  return wrapPglite(client);
}

/** Wraps an already open PGlite instance (used by test clones). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return wrap(db, "pglite", () => client.close());
}

function wrap(db: Db, kind: Database["kind"], close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
