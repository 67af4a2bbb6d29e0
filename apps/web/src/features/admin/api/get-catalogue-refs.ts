import type { catalogueRefsResponseSchema } from "@spc/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export type CatalogueRefs = z.infer<typeof catalogueRefsResponseSchema>;

/** GET /api/admin/catalogue/refs: categories with their subcategories, and tags. */
export function getCatalogueRefs(signal?: AbortSignal) {
  return apiRequest<CatalogueRefs>("/api/admin/catalogue/refs", { signal });
}

export function useCatalogueRefs() {
  return useQuery({
    queryKey: adminKeys.refs(),
    queryFn: ({ signal }) => getCatalogueRefs(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
