import type { FeatureFlags } from "@spc/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { featureFlags } from "../../../db/schema";

export type Platform = "web" | "ios" | "android";

export interface FeatureFlagsRepository {
  /** Every flag of one platform, keyed by flag key; sub_flags only when the flag has some. */
  forPlatform(platform: Platform): Promise<FeatureFlags>;
}

export function createFeatureFlagsRepository(db: Db): FeatureFlagsRepository {
  return {
    async forPlatform(platform) {
      const rows = await db
        .select()
        .from(featureFlags)
        .where(eq(featureFlags.platform, platform))
        .orderBy(asc(featureFlags.key));
      const flags: FeatureFlags = {};
      for (const row of rows) {
        flags[row.key] = row.subFlags
          ? { enabled: row.enabled, sub_flags: row.subFlags }
          : { enabled: row.enabled };
      }
      return flags;
    },
  };
}
