import type { ExpiryNoticeType } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

export interface ExpiryStatus {
  success: boolean;
  type: ExpiryNoticeType;
  days: number;
  email: string | null;
  expiry_date: string | null;
}

/** GET /api/users/membership/expiry-status: the notice the banner and expiring modal show. */
export function getExpiryStatus(signal?: AbortSignal): Promise<ExpiryStatus> {
  return apiRequest<ExpiryStatus>("/api/users/membership/expiry-status", { signal });
}

export const EXPIRY_STATUS_KEY = ["member", "expiry-status"] as const;
