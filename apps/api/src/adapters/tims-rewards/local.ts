import { createHash } from "node:crypto";
import type { RewardsLinkOutcome, RewardsPartner } from "./types";

/**
 * The demo rewards accounts the local partner knows (README, decision 0046). Any address at
 * `rewards.test` is an account too, so tests and testers can make as many as they need.
 */
export const DEMO_REWARDS_ACCOUNTS: readonly string[] = [
  "rewards.member@example.com",
  "double.double@example.com",
  "roll.up@example.com",
];
export const LOCAL_REWARDS_DOMAIN = "rewards.test";

const normalise = (email: string) => email.trim().toLowerCase();

/** Whether the local partner has a rewards account with this e-mail. */
export function isLocalRewardsAccount(email: string): boolean {
  const address = normalise(email);
  return DEMO_REWARDS_ACCOUNTS.includes(address) || address.endsWith(`@${LOCAL_REWARDS_DOMAIN}`);
}

/**
 * Behaves like the partner without a network: a known account links to one member only; asking
 * again for the same member succeeds (the partner is idempotent); an unknown address is the §8
 * failure. Which member holds which account is read from SPC's own links (`holderOf`), the one
 * record, so a restart or a second copy of the app agrees.
 */
export function createLocalRewardsPartner(
  holderOf: (email: string) => Promise<string | null>,
): RewardsPartner {
  return {
    provider: "local",
    async link({ email, memberId }): Promise<RewardsLinkOutcome> {
      const address = normalise(email);
      if (!isLocalRewardsAccount(address)) return { ok: false, reason: "unknown_account" };
      const holder = await holderOf(address);
      if (holder && holder !== memberId) return { ok: false, reason: "account_taken" };
      const accountId = `local-${createHash("sha256").update(address).digest("hex").slice(0, 16)}`;
      return { ok: true, accountId };
    },
  };
}
