import { apiRequest } from "../../../lib/api-client";

/** GET /api/users/update/resendratelimit. */
export async function getResendRateLimit(signal?: AbortSignal) {
  const body = await apiRequest<{ data: { rate_limited: boolean; retry_after_seconds: number } }>(
    "/api/users/update/resendratelimit",
    { signal },
  );
  return body.data;
}
