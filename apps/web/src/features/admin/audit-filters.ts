import type { AuditFilters } from "./api/get-audit";
import { dayStart } from "./components/reveal-export-form";

/** The audit filters the address carries (readable days, not timestamps), in form order. */
export const AUDIT_FILTER_NAMES = ["entity_type", "entity_id", "action", "from", "to"] as const;
export type AuditFilterName = (typeof AUDIT_FILTER_NAMES)[number];

/** What the API is asked for an address's query: days become the start of the day (to: the next). */
export function auditQueryFromSearch(search: URLSearchParams, limit = 25): AuditFilters {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const before = Number(search.get("before"));
  return {
    entity_type: text("entity_type"),
    entity_id: text("entity_id"),
    action: text("action"),
    from: dayStart(search.get("from") ?? "") ?? undefined,
    to: dayStart(search.get("to") ?? "", 1) ?? undefined,
    before: Number.isInteger(before) && before > 0 ? before : undefined,
    limit,
  };
}
