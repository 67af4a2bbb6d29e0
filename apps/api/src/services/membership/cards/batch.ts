import { randomBytes } from "node:crypto";
import type { Cobrand } from "@spc/shared";
import type { Db } from "../../../db/client";
import { cards } from "../../../db/schema";
import { generateCardNumber, generateCsv } from "./issue-card";

export interface CardBatchInput {
  count: number;
  cobrand: Cobrand;
  /** Campus name of campus cards. */
  campus?: string | null;
  isGTicket?: boolean;
  isHighschool?: boolean;
  isVipCard?: boolean;
  /** A printed last valid day; null/undefined → one year from activation. */
  expiryDate?: string | null;
  /** Defaults to `b-YYYYMMDD-<random>`. */
  batchId?: string;
}

export interface CardBatch {
  batchId: string;
  cards: { card_number: string; csv: string }[];
}

export const MAX_BATCH_SIZE = 100_000;
const CHUNK = 500;

/**
 * Pre-generates in-store cards: unassigned (`user_id` null), status `inactive`, tagged with a batch
 * id. Numbers colliding with existing cards are dropped by `ON CONFLICT DO NOTHING` and replaced
 * until `count` cards exist. One transaction: a failed batch leaves nothing behind.
 */
export async function generateCardBatch(db: Db, input: CardBatchInput): Promise<CardBatch> {
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_BATCH_SIZE) {
    throw new Error(`count must be an integer from 1 to ${MAX_BATCH_SIZE}`);
  }
  const batchId =
    input.batchId ??
    `b-${new Date().toISOString().slice(0, 10).replaceAll("-", "")}-${randomBytes(3).toString("hex")}`;
  const created: CardBatch["cards"] = [];
  await db.transaction(async (tx) => {
    let rounds = 0;
    while (created.length < input.count) {
      if (++rounds > 50) throw new Error("could not generate unique card numbers");
      const wanted = Math.min(CHUNK, input.count - created.length);
      const numbers = new Set<string>();
      while (numbers.size < wanted) numbers.add(generateCardNumber());
      const rows = await tx
        .insert(cards)
        .values(
          [...numbers].map((cardNumber) => ({
            cardNumber,
            csv: generateCsv(),
            cobrand: input.cobrand,
            status: "inactive",
            campus: input.campus ?? null,
            isGTicket: input.isGTicket ?? false,
            isHighschool: input.isHighschool ?? false,
            isVipCard: input.isVipCard ?? false,
            expiryDate: input.expiryDate ?? null,
            source: "batch" as const,
            batchId,
          })),
        )
        .onConflictDoNothing({ target: cards.cardNumber })
        .returning({ card_number: cards.cardNumber, csv: cards.csv });
      created.push(...rows);
    }
  });
  return { batchId, cards: created };
}

/** The batch as CSV text: a `card_number,csv` header, then one card a line. */
export function batchToCsv(batch: CardBatch): string {
  return `card_number,csv\n${batch.cards.map((c) => `${c.card_number},${c.csv}`).join("\n")}\n`;
}
