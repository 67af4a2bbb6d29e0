import { sql } from "drizzle-orm";
import type { Db, DbTransaction } from "../../../db/client";
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

export type PoolCodeType = Extract<CodeType, "upload_unique" | "upload_random">;

export interface PoolLevel {
  offer_id: number;
  offer_title_en: string;
  offer_title_fr: string;
  partner_name: string;
  code_type: PoolCodeType;
  total: number;
  free: number;
  alert_threshold: number | null;
}

/** Codes in each uploaded pool and how many are still free, for the given offers (all when none). */
export async function poolLevels(db: Db, offerIds?: readonly number[]): Promise<PoolLevel[]> {
  const only =
    offerIds === undefined
      ? sql``
      : offerIds.length === 0
        ? sql`AND false`
        : sql`AND o.id IN (${sql.join(
            offerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const result = await db.execute<{
    offer_id: number;
    offer_title_en: string;
    offer_title_fr: string;
    partner_name: string;
    code_type: PoolCodeType;
    total: number | string;
    free: number | string;
    alert_threshold: number | null;
  }>(sql`
    SELECT o.id AS offer_id, o.title_en AS offer_title_en, o.title_fr AS offer_title_fr,
           p.partner_name, o.code_type, o.code_alert_threshold AS alert_threshold,
           count(c.id) AS total,
           count(c.id) FILTER (WHERE c.assigned_to IS NULL) AS free
    FROM offers o JOIN partners p ON p.id = o.partner_id
    LEFT JOIN offer_codes c ON c.offer_id = o.id
    WHERE o.code_type IN ('upload_unique', 'upload_random') ${only}
    GROUP BY o.id, p.partner_name ORDER BY o.id`);
  return result.rows.map((row) => ({
    offer_id: Number(row.offer_id),
    offer_title_en: row.offer_title_en,
    offer_title_fr: row.offer_title_fr,
    partner_name: row.partner_name,
    code_type: row.code_type,
    total: Number(row.total),
    free: Number(row.free),
    alert_threshold: row.alert_threshold === null ? null : Number(row.alert_threshold),
  }));
}

export type RevealRow = {
  id: number;
  revealed_at: Date;
  offer_id: number;
  offer_title: string;
  kind: string;
  code: string | null;
  online: boolean | null;
};

/**
 * One page of a partner's reveals in [from, to), in id order after `afterId`: the export walks
 * the pages so a year of reveals never sits in memory.
 */
export async function revealPage(
  db: Db,
  range: { partnerId: number; from: Date; to: Date },
  afterId: number,
  limit: number,
): Promise<RevealRow[]> {
  const result = await db.execute<RevealRow & { revealed_at: Date | string }>(sql`
    SELECT r.id, r.revealed_at, r.offer_id, o.title_en AS offer_title, r.kind, r.code,
           r.is_online AS online
    FROM code_reveals r JOIN offers o ON o.id = r.offer_id
    WHERE o.partner_id = ${range.partnerId}
      AND r.revealed_at >= ${range.from.toISOString()} AND r.revealed_at < ${range.to.toISOString()}
      AND r.id > ${afterId}
    ORDER BY r.id LIMIT ${limit}`);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    offer_id: Number(row.offer_id),
    revealed_at: new Date(row.revealed_at),
  }));
}

/**
 * Sets the low-stock level of a pool offer and re-arms its alert; answers the previous level, or
 * undefined when the offer does not exist or has no uploaded pool.
 */
export async function setPoolAlert(
  tx: DbTransaction,
  offerId: number,
  threshold: number | null,
): Promise<number | null | undefined> {
  const previous = await tx.execute<{ code_alert_threshold: number | null }>(sql`
    SELECT code_alert_threshold FROM offers
    WHERE id = ${offerId} AND code_type IN ('upload_unique', 'upload_random') FOR UPDATE`);
  const row = previous.rows[0];
  if (!row) return undefined;
  await tx.execute(sql`
    UPDATE offers SET code_alert_threshold = ${threshold}, code_alert_sent_at = NULL
    WHERE id = ${offerId}`);
  return row.code_alert_threshold;
}

/** After an import: the pool was refilled, so its low-stock alert may go out again. */
export async function rearmPoolAlert(tx: DbTransaction, offerId: number): Promise<void> {
  await tx.execute(sql`UPDATE offers SET code_alert_sent_at = NULL WHERE id = ${offerId}`);
}
