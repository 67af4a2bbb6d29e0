import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localMarketingChannels } from "../../db/schema";
import { EMAIL_UNSUBSCRIBE_CHANNEL, type MarketingPreferenceService } from "./types";

/**
 * The marketing service as it behaves, with its state in our database (local_marketing_channels):
 * adding twice or removing what is absent changes nothing, like the real one.
 */
export function createLocalMarketingPreferences(db: Db): MarketingPreferenceService {
  return {
    provider: "local",
    async setEmailUnsubscribed(userId, unsubscribed) {
      if (unsubscribed) {
        await db
          .insert(localMarketingChannels)
          .values({ userId, channel: EMAIL_UNSUBSCRIBE_CHANNEL })
          .onConflictDoNothing();
        return;
      }
      await db
        .delete(localMarketingChannels)
        .where(
          and(
            eq(localMarketingChannels.userId, userId),
            eq(localMarketingChannels.channel, EMAIL_UNSUBSCRIBE_CHANNEL),
          ),
        );
    },
  };
}

/** The local service's channels of a user id (tests and the development tools read it). */
export async function localChannelsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ channel: localMarketingChannels.channel })
    .from(localMarketingChannels)
    .where(eq(localMarketingChannels.userId, userId));
  return rows.map((row) => row.channel);
}
