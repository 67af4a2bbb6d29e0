import { sql } from "drizzle-orm";
import type { DbTransaction } from "../../../db/client";
import type { CodeType } from "../../../db/schema/enums";

/*
 * The staging table of one import. TEMP: private to the transaction's connection, so two imports
 * on two connections never see each other's rows; ON COMMIT DROP: nothing to clean up.
 */
const STAGING = sql.raw("code_import_staging");

/** Locks the offer's row for the import: imports into one pool run one after the other. */
export async function lockOfferForImport(
  tx: DbTransaction,
  offerId: number,
): Promise<CodeType | null> {
  const result = await tx.execute<{ code_type: CodeType }>(
    sql`SELECT code_type FROM offers WHERE id = ${offerId} FOR UPDATE`,
  );
  return result.rows[0]?.code_type ?? null;
}

export async function createStaging(tx: DbTransaction): Promise<void> {
  await tx.execute(
    sql`CREATE TEMP TABLE ${STAGING} (line integer NOT NULL, code text NOT NULL) ON COMMIT DROP`,
  );
}

export async function stageCodes(
  tx: DbTransaction,
  rows: readonly { line: number; code: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.line}, ${row.code})`),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO ${STAGING} (line, code) VALUES ${values}`);
}

export async function indexStaging(tx: DbTransaction): Promise<void> {
  await tx.execute(sql`CREATE INDEX ON ${STAGING} (code)`);
}

/** Lines that repeat a code met earlier in the same file, and the first few such codes. */
export async function duplicatesInFile(tx: DbTransaction, limit: number) {
  const total = await tx.execute<{ extra: number | string | null }>(sql`
    SELECT sum(n - 1) AS extra
    FROM (SELECT count(*) AS n FROM ${STAGING} GROUP BY code HAVING count(*) > 1) AS repeated`);
  const samples = await tx.execute<{ code: string; lines: number[] }>(sql`
    SELECT code, array_agg(line ORDER BY line) AS lines
    FROM ${STAGING} GROUP BY code HAVING count(*) > 1
    ORDER BY min(line) LIMIT ${limit}`);
  return { count: Number(total.rows[0]?.extra ?? 0), samples: samples.rows };
}

/** Codes of the file already in the offer's pool (given or not), with their first line. */
export async function duplicatesInPool(tx: DbTransaction, offerId: number, limit: number) {
  const total = await tx.execute<{ n: number | string }>(sql`
    SELECT count(DISTINCT s.code) AS n
    FROM ${STAGING} s JOIN offer_codes p ON p.offer_id = ${offerId} AND p.code = s.code`);
  const samples = await tx.execute<{ code: string; line: number }>(sql`
    SELECT s.code, min(s.line) AS line
    FROM ${STAGING} s JOIN offer_codes p ON p.offer_id = ${offerId} AND p.code = s.code
    GROUP BY s.code ORDER BY min(s.line) LIMIT ${limit}`);
  return { count: Number(total.rows[0]?.n ?? 0), samples: samples.rows };
}

/** Moves the staged codes into the pool in file order; answers how many were added. */
export async function addStagedCodes(tx: DbTransaction, offerId: number): Promise<number> {
  const result = await tx.execute<{ n: number | string }>(sql`
    WITH added AS (
      INSERT INTO offer_codes (offer_id, code)
      SELECT ${offerId}, code FROM ${STAGING} ORDER BY line
      RETURNING 1
    )
    SELECT count(*) AS n FROM added`);
  return Number(result.rows[0]?.n ?? 0);
}
