import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

// One multi-row INSERT per chunk: far fewer round trips than row by row, and chunks stay well
// under PostgreSQL's 65,535 bind-parameter limit (offers have ~30 columns).
const CHUNK_SIZE = 500;

export async function insertAll<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(start, start + CHUNK_SIZE) as never);
  }
}

/** The seed writes explicit ids; move each serial sequence past them for later inserts. */
export async function syncSequences(db: Db, tables: readonly string[]) {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}
