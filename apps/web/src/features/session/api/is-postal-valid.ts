import { apiRequest } from "../../../lib/api-client";

/**
 * GET /api/users/validate/postal/{postal}: false on any failure (spec §8: the exception returns
 * false).
 */
export async function isPostalValid(postal: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const body = await apiRequest<{ data?: { is_valid?: boolean } }>(
      `/api/users/validate/postal/${encodeURIComponent(postal.trim())}`,
      { signal },
    );
    return body.data?.is_valid === true;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}
