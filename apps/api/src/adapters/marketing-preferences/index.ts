import type { Db } from "../../db/client";
import { createHttpMarketingPreferences } from "./http";
import { createLocalMarketingPreferences } from "./local";
import type { MarketingPreferenceService } from "./types";

export { createHttpMarketingPreferences } from "./http";
export { createLocalMarketingPreferences, localChannelsOf } from "./local";
export {
  EMAIL_UNSUBSCRIBE_CHANNEL,
  type MarketingPreferenceService,
  MarketingServiceUnavailableError,
} from "./types";

/** The hosted service when MARKETING_PREFERENCES_URL and _KEY are set, else the local one. */
export function createMarketingPreferences(
  config: { url: string | undefined; key: string | undefined },
  db: Db,
): MarketingPreferenceService {
  return config.url && config.key
    ? createHttpMarketingPreferences(config.url, config.key)
    : createLocalMarketingPreferences(db);
}
