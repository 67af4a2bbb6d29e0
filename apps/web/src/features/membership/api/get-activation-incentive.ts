import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { membershipKeys } from "./keys";

/** The answer of activationIncentiveResponseSchema (@spc/shared api/cards). */
export interface ActivationIncentive {
  eligible: boolean;
  /** The incentive offered: turning auto-renew on for the activated card. */
  incentive: "auto_renew" | null;
  /** The renewal promo code that comes with it while it is live (decision 0052). */
  coupon?: { code: string; discount: { type: "percent" | "fixed"; value: number } } | null;
}

/**
 * GET /api/offers/activation-incentive/{id} (id: the number of the card just activated): whether
 * it earns the activation incentive, which is turning auto-renew on.
 */
export function getActivationIncentive(cardNumber: string, signal?: AbortSignal) {
  return apiRequest<ActivationIncentive>(
    `/api/offers/activation-incentive/${encodeURIComponent(cardNumber)}`,
    { signal },
  );
}

export const activationIncentiveQueryOptions = (cardNumber: string) =>
  queryOptions({
    queryKey: membershipKeys.activationIncentive(cardNumber),
    queryFn: ({ signal }) => getActivationIncentive(cardNumber, signal),
    retry: false,
  });

export function useActivationIncentive(cardNumber: string, enabled: boolean) {
  return useQuery({ ...activationIncentiveQueryOptions(cardNumber), enabled });
}
