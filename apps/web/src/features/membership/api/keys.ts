import { sessionKeys } from "../../session";

// Member-only data: under the session's member root, so logging out drops it.
const member = () => sessionKeys.memberData();

/** Query keys of the membership feature: every query and cache call on it builds its key here. */
export const membershipKeys = {
  cards: () => [...member(), "cards"] as const,
  expiryStatus: () => [...member(), "expiry-status"] as const,
  freeTrialStatus: () => [...member(), "free-trial-status"] as const,
  activationIncentive: (cardNumber: string) =>
    [...member(), "activation-incentive", cardNumber] as const,
};
