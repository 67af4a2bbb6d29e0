import type { AuditEntry, AuditQuery } from "@spc/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export interface AuditPage {
  entries: AuditEntry[];
  next_before: number | null;
}

export type AuditFilters = Partial<Omit<AuditQuery, "limit">> & { limit?: number };

/** The query string of a back-office read (the audit log, a list): only the values that are set. */
export function auditSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** GET /api/admin/audit: newest first; `before` pages back. */
export function getAudit(query: AuditFilters, signal?: AbortSignal) {
  return apiRequest<AuditPage>(`/api/admin/audit${auditSearch(query)}`, { signal });
}

export const auditQueryOptions = (query: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    retry: false,
  });

export function useAudit(query: AuditFilters) {
  // The previous page stays on screen while the next one loads (no jump to an empty table).
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}
