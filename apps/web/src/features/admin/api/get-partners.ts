import type { PartnerListQuery, partnerListResponseSchema } from "@spc/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { auditSearch } from "./get-audit";
import { adminKeys } from "./keys";

export type PartnerList = z.infer<typeof partnerListResponseSchema>;
export type PartnerListFilters = Partial<PartnerListQuery>;

/** GET /api/admin/partners: a page of partners, searched, sorted, filtered by state. */
export function getPartners(query: PartnerListFilters, signal?: AbortSignal) {
  return apiRequest<PartnerList>(`/api/admin/partners${auditSearch(query)}`, { signal });
}

export function usePartners(query: PartnerListFilters, enabled = true) {
  return useQuery({
    queryKey: adminKeys.partnerList(query),
    queryFn: ({ signal }) => getPartners(query, signal),
    retry: false,
    enabled,
    placeholderData: keepPreviousData,
  });
}
