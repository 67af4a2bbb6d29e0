import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { type Database, openDatabase, wrapPglite } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";
import { cachedDump, forgetDump } from "./testing-dump";

const extensions = { pg_trgm, unaccent };

export type TestDatabase = Database & { cleanup(): Promise<void> };

/**
 * A fresh, migrated and seeded database for one test file (or test). PGlite in memory by default;
 * a throw-away database on the server at TEST_DATABASE_URL when that is set.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl, options.empty ?? false);
  return options.empty ? createEmptyPglite() : createPgliteDatabase();
}

/** `empty`: not even migrated — for testing migrations and the seed themselves. */
async function createEmptyPglite(): Promise<TestDatabase> {
  const database = await openDatabase({});
  return { ...database, cleanup: () => database.close() };
}

// Creating, migrating and seeding a PGlite instance takes seconds; restoring a dump of one
// already seeded takes about one. The dump is built once (cached on disk, see testing-dump).
let seededDump: Promise<Blob> | undefined;

async function buildSeededDump(): Promise<Blob> {
  const client = await PGlite.create({ extensions });
  const template = wrapPglite(client);
  try {
    await migrateDatabase(template);
    await seedDatabase(template);
    // "none": no gzip, faster to write and to read back.
    return await client.dumpDataDir("none");
  } finally {
    await template.close();
  }
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  seededDump ??= cachedDump(buildSeededDump);
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: await seededDump, extensions });
  } catch (error) {
    // An unreadable cached dump (other PGlite version…) is rebuilt once, then we give up.
    await forgetDump();
    seededDump = buildSeededDump();
    client = await PGlite.create({ loadDataDir: await seededDump, extensions }).catch(() => {
      throw error;
    });
  }
  const database = wrapPglite(client);
  return { ...database, cleanup: () => database.close() };
}

async function createServerDatabase(serverUrl: string, empty: boolean): Promise<TestDatabase> {
  const name = `spc_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  if (!empty) {
    await migrateDatabase(database);
    await seedDatabase(database);
  }
  return {
    ...database,
    async cleanup() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
