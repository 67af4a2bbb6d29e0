import type { AdminCardBatch } from "@spc/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cardBatches, cards } from "../../../db/schema";

type BatchRow = typeof cardBatches.$inferSelect;

const activated = sql<number>`(SELECT count(*) FROM ${cards} WHERE ${cards.batchId} = ${cardBatches.batchId} AND ${cards.userId} IS NOT NULL)::int`;

function toAdminBatch(row: BatchRow, activatedCount: number): AdminCardBatch {
  return {
    batch_id: row.batchId,
    cobrand: row.cobrand as AdminCardBatch["cobrand"],
    count: row.count,
    activated: activatedCount,
    options: row.options as Record<string, unknown>,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
  };
}

export async function listBatches(db: Db): Promise<AdminCardBatch[]> {
  const rows = await db
    .select({ batch: cardBatches, activated })
    .from(cardBatches)
    .orderBy(desc(cardBatches.createdAt))
    .limit(200);
  return rows.map((row) => toAdminBatch(row.batch, Number(row.activated)));
}

export async function recordBatch(
  db: Db,
  batch: Omit<typeof cardBatches.$inferInsert, "createdAt" | "downloadedAt" | "downloadedBy">,
): Promise<AdminCardBatch> {
  const [row] = await db.insert(cardBatches).values(batch).returning();
  return toAdminBatch(row!, 0);
}

/**
 * Claims the one download of a batch: answers false when it was already downloaded (or does not
 * exist). One UPDATE decides, so two clicks at once give one file.
 */
export async function claimDownload(db: Db, batchId: string, staffEmail: string): Promise<boolean> {
  const claimed = await db
    .update(cardBatches)
    .set({ downloadedAt: new Date(), downloadedBy: staffEmail })
    .where(sql`${cardBatches.batchId} = ${batchId} AND ${cardBatches.downloadedAt} IS NULL`)
    .returning({ id: cardBatches.batchId });
  return claimed.length === 1;
}

export async function batchExists(db: Db, batchId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cardBatches.batchId })
    .from(cardBatches)
    .where(eq(cardBatches.batchId, batchId));
  return row !== undefined;
}

export async function batchCards(db: Db, batchId: string) {
  return db
    .select({ card_number: cards.cardNumber, csv: cards.csv })
    .from(cards)
    .where(eq(cards.batchId, batchId))
    .orderBy(cards.cardNumber);
}
