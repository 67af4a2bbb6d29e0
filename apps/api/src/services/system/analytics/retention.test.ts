import { randomUUID } from "node:crypto";
import { ANALYTICS_RETENTION_MS } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, consentRecords } from "../../../db/schema";
import { startAnalyticsRetention } from "../../../jobs/start";
import { useTestApp } from "../../../testing/use-test-app";
import { purgeOldAnalyticsEvents } from "./retention";

const DAY = 86_400_000;
const NOW = new Date();

function rowsAged(days: number, count: number, visitor: string) {
  const at = new Date(NOW.getTime() - days * DAY);
  return Array.from({ length: count }, () => ({
    type: "page_view" as const,
    path: "/deals",
    visitorId: visitor,
    occurredAt: at,
    receivedAt: at,
  }));
}

describe("measurement retention (13 months)", () => {
  const ctx = useTestApp();
  const countOf = async (visitor: string) =>
    (
      await ctx
        .database()
        .db.select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.visitorId, visitor))
    ).length;

  it("keeps 13 months: rows 14 months old go, in batches; rows 12 months old stay", async () => {
    expect(ANALYTICS_RETENTION_MS).toBeGreaterThanOrEqual(395 * DAY);
    const old = randomUUID();
    const recent = randomUUID();
    const db = ctx.database().db;
    await db
      .insert(analyticsEvents)
      .values([...rowsAged(426, 7, old), ...rowsAged(365, 3, recent)]);
    expect(await purgeOldAnalyticsEvents(db, NOW, 2)).toBe(7);
    expect(await countOf(old)).toBe(0);
    expect(await countOf(recent)).toBe(3);
    expect(await purgeOldAnalyticsEvents(db, NOW, 2)).toBe(0);
  });

  it("runs as a periodic job and leaves the consent records (proof) alone", async () => {
    const db = ctx.database().db;
    const old = randomUUID();
    await db.insert(analyticsEvents).values(rowsAged(500, 2, old));
    const proof = `old-${randomUUID()}@example.com`;
    await db.insert(consentRecords).values({
      emailLower: proof,
      purpose: "cookies.analytical",
      granted: true,
      source: "banner",
      wordingVersion: "cookies-v1",
      at: new Date(NOW.getTime() - 500 * DAY),
    });
    const stop = startAnalyticsRetention(ctx.app(), { firstRunMs: 1, intervalMs: 60_000 });
    try {
      await expect.poll(() => countOf(old), { timeout: 5000 }).toBe(0);
    } finally {
      stop();
    }
    expect(await db.$count(consentRecords, eq(consentRecords.emailLower, proof))).toBe(1);
  });
});
