import type { TimsConfig } from "../../config";
import { createHttpRewardsPartner } from "./http";
import { createLocalRewardsPartner } from "./local";
import type { RewardsPartner } from "./types";

export { createHttpRewardsPartner } from "./http";
export {
  createLocalRewardsPartner,
  DEMO_REWARDS_ACCOUNTS,
  isLocalRewardsAccount,
  LOCAL_REWARDS_DOMAIN,
} from "./local";
export {
  type RewardsLinkOutcome,
  type RewardsPartner,
  RewardsPartnerUnavailableError,
} from "./types";

/** The partner's HTTP API when TIMS_API_URL and TIMS_API_KEY are set, else the local partner. */
export function createRewardsPartner(
  config: TimsConfig,
  holderOf: (email: string) => Promise<string | null>,
): RewardsPartner {
  return config.apiUrl && config.apiKey
    ? createHttpRewardsPartner(config.apiUrl, config.apiKey)
    : createLocalRewardsPartner(holderOf);
}
