import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

/** Committed drizzle-kit output, next to this file whatever the working directory. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Arbitrary constant shared by every copy of the API: serialises concurrent start-ups.
const MIGRATION_LOCK_KEY = 7_410_001;

/**
 * Applies pending committed migrations. Safe on every start: drizzle records applied ones in
 * drizzle.__drizzle_migrations and skips them. `folder` lets a test stop at an older migration.
 */
export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder,
): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // Several API copies may start together against one server: the first migrates, the others
  // wait on the advisory lock and then find nothing left to do.
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
  });
}
