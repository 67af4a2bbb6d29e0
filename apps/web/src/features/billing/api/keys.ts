import { sessionKeys } from "../../session";

// Member-only data: under the session's member root, so logging out drops it.
const member = () => sessionKeys.memberData();

/** Query keys of the billing feature: every query and cache call on it builds its key here. */
export const billingKeys = {
  transactions: () => [...member(), "transactions"] as const,
  paymentMethod: () => [...member(), "payment-method"] as const,
};
