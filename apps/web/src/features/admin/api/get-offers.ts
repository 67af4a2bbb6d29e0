import type { OfferListQuery, offerListResponseSchema } from "@spc/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { auditSearch } from "./get-audit";
import { adminKeys } from "./keys";

export type OfferList = z.infer<typeof offerListResponseSchema>;
export type OfferListFilters = Partial<OfferListQuery>;

/** GET /api/admin/offers: a page of offers, searched, filtered and sorted on the server. */
export function getOffers(query: OfferListFilters, signal?: AbortSignal) {
  return apiRequest<OfferList>(`/api/admin/offers${auditSearch(query)}`, { signal });
}

export function useOffers(query: OfferListFilters) {
  return useQuery({
    queryKey: adminKeys.offerList(query),
    queryFn: ({ signal }) => getOffers(query, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
