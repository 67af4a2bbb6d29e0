import type { Db } from "../client";
import { cards } from "../schema";

/** Batch id of the demo in-store cards (as `generate-card-batch --batch` would write it). */
export const DEMO_IN_STORE_BATCH = "demo-in-store";

/**
 * Unassigned in-store cards with known numbers and codes (README "In-store cards"), to try
 * `/activate?card_num=…&csv=…` without running the batch CLI. The browser journeys pick their own
 * card by project and retry (e2e/tests/membership.spec.ts), so parallel runs never share one.
 */
export const DEMO_IN_STORE_CARDS: readonly { cardNumber: string; csv: string }[] = [
  { cardNumber: "6018700000000101", csv: "314" },
  { cardNumber: "6018700000000102", csv: "271" },
  { cardNumber: "6018700000000103", csv: "161" },
  { cardNumber: "6018700000000104", csv: "141" },
  { cardNumber: "6018700000000105", csv: "173" },
  { cardNumber: "6018700000000106", csv: "223" },
  { cardNumber: "6018700000000107", csv: "059" },
  { cardNumber: "6018700000000108", csv: "618" },
  // The QR-activation-while-logged-out journey (e2e/tests/member-flows.spec.ts): a try and a retry.
  { cardNumber: "6018700000000109", csv: "427" },
  { cardNumber: "6018700000000110", csv: "835" },
];

/**
 * Adds the demo in-store cards that are missing, exactly like a generated batch: spc cobrand,
 * status `inactive`, no member, no printed expiry (one year from activation). Re-running adds
 * nothing and never touches a card someone already activated.
 */
export async function seedInStoreCards(db: Db): Promise<number> {
  const rows = await db
    .insert(cards)
    .values(
      DEMO_IN_STORE_CARDS.map((card) => ({
        cardNumber: card.cardNumber,
        csv: card.csv,
        cobrand: "spc" as const,
        status: "inactive",
        expiryDate: null,
        source: "batch" as const,
        batchId: DEMO_IN_STORE_BATCH,
      })),
    )
    .onConflictDoNothing({ target: cards.cardNumber })
    .returning({ id: cards.id });
  return rows.length;
}
