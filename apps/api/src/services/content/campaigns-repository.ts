import type { StoreCampaign } from "@spc/shared";
import { and, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, type StoreCampaignKind, storeCampaigns } from "../../db/schema";
import { isLive, isRunning } from "./published";
import { iso } from "./wire";

/** A running campaign with what its rules need beside the wire fields. */
export interface RunningCampaign {
  wire: StoreCampaign;
  collectionId: number | null;
  stock: number | null;
  startsAt: Date;
  endsAt: Date;
}

/** The published campaign of this kind running now (the latest started, if several overlap). */
export async function runningCampaign(
  db: Db,
  kind: StoreCampaignKind,
): Promise<RunningCampaign | null> {
  const [row] = await db
    .select()
    .from(storeCampaigns)
    .where(and(eq(storeCampaigns.kind, kind), isLive(storeCampaigns), isRunning(storeCampaigns)))
    .orderBy(desc(storeCampaigns.startsAt), desc(storeCampaigns.id))
    .limit(1);
  if (!row) return null;
  return {
    wire: {
      slug: row.slug,
      title_en: row.titleEn,
      title_fr: row.titleFr,
      body_en: row.bodyEn,
      body_fr: row.bodyFr,
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
    },
    collectionId: row.collectionId,
    stock: row.stock,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

/**
 * Memberships bought online in [from, to): paid orders of a purchase by a member or a guest (an
 * in-store card's activation is not a purchase). Each one takes a Boxing Day gift card.
 */
export async function membershipsSoldBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        inArray(orders.kind, ["purchase", "guest"]),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    );
  return row?.n ?? 0;
}
