import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

// Client errors (4xx) will not change on a retry, and retrying a 429 would deepen the problem.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60 * 1000, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The app's one query cache. A module singleton so that route loaders (page gating waits for the
 * session, spec §2.6) and code outside React (`getViewer`) read the same data as the components.
 */
export const queryClient = createQueryClient();
