import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ThemeOrder } from "../../offers";
import { dealsKeys } from "./keys";
import { SECTIONS_STALE_MS } from "./sections-stale";

/** GET /api/offers/theme/order — which sections /deals shows, in order. */
export function getThemeOrder(signal?: AbortSignal) {
  return apiRequest<ThemeOrder>("/api/offers/theme/order", { signal });
}
export const themeOrderQueryOptions = () =>
  queryOptions({
    queryKey: dealsKeys.themeOrder(),
    queryFn: ({ signal }) => getThemeOrder(signal),
    staleTime: SECTIONS_STALE_MS,
  });
export const useThemeOrder = () => useQuery(themeOrderQueryOptions());
