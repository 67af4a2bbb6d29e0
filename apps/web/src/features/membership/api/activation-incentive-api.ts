import { apiRequest } from "../../../lib/api-client";

/** The answer of activationIncentiveResponseSchema (@spc/shared api/cards). */
export interface ActivationIncentive {
  eligible: boolean;
  /** The incentive offered: turning auto-renew on for the activated card. */
  incentive: "auto_renew" | null;
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

export const activationIncentiveKey = (cardNumber: string) =>
  ["member", "activation-incentive", cardNumber] as const;
