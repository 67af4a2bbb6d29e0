import { sessionKeys } from "../../session";

// Member-only data: under the session's member root, so logging out drops it.
const all = () => [...sessionKeys.memberData(), "purchase"] as const;

/** Query keys of the purchase feature: every query and cache call on it builds its key here. */
export const purchaseKeys = {
  all,
  price: (code: string | null) => [...all(), "price", code ?? ""] as const,
  clientToken: () => [...all(), "client-token"] as const,
};
