import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { offers, partners, timsLinks, timsPreLinks } from "../../../db/schema";

export type TimsLinkRow = typeof timsLinks.$inferSelect;

/** True for PostgreSQL's unique violation (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Every query of the coffee-chain link (decision 0046). */
export function createTimsRepository(db: Db) {
  return {
    async linkOf(userId: string): Promise<TimsLinkRow | undefined> {
      const [row] = await db.select().from(timsLinks).where(eq(timsLinks.userId, userId));
      return row;
    },

    /** The member holding the rewards account of this (normalised) e-mail, if any. */
    async holderOf(email: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: timsLinks.userId })
        .from(timsLinks)
        .where(sql`lower(${timsLinks.rewardsEmail}) = ${email.toLowerCase()}`);
      return row?.userId ?? null;
    },

    /** Inserts the link; the unique index refuses a second member on the same account. */
    async insertLink(userId: string, email: string, accountId: string): Promise<TimsLinkRow> {
      const [row] = await db
        .insert(timsLinks)
        .values({ userId, rewardsEmail: email, rewardsAccountId: accountId })
        .returning();
      return row!;
    },

    async preLinkOf(userId: string) {
      const [row] = await db.select().from(timsPreLinks).where(eq(timsPreLinks.userId, userId));
      return row;
    },

    async upsertPreLink(userId: string, email: string) {
      await db
        .insert(timsPreLinks)
        .values({ userId, rewardsEmail: email })
        .onConflictDoUpdate({
          target: timsPreLinks.userId,
          set: { rewardsEmail: email, updatedAt: sql`now()` },
        });
    },

    async deletePreLink(userId: string) {
      await db.delete(timsPreLinks).where(eq(timsPreLinks.userId, userId));
    },

    /** The id of the partner's most viewed offer that is live now, if any. */
    async activeOfferIdOf(partnerSlug: string, now: Date): Promise<number | null> {
      const at = now.toISOString();
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .innerJoin(partners, eq(partners.id, offers.partnerId))
        .where(
          and(
            eq(partners.urlName, partnerSlug),
            eq(partners.isActive, true),
            eq(offers.status, "active"),
            sql`${offers.startDate} <= ${at}::timestamptz`,
            sql`(${offers.endDate} IS NULL OR ${offers.endDate} > ${at}::timestamptz)`,
          ),
        )
        .orderBy(desc(offers.views), offers.id)
        .limit(1);
      return row?.id ?? null;
    },
  };
}
