import { ADMIN_PAGE_SIZES } from "@spc/shared";
import type { SortingState } from "@tanstack/react-table";

/** A server-paged table's state as the address carries it (q, page, page_size, sort). */
export interface ListParams<S extends string> {
  q?: string;
  page: number;
  page_size: number;
  sort: S;
}

/** Reads the address; anything not allowed falls back to the defaults the API would take. */
export function listParams<S extends string>(
  search: URLSearchParams,
  sorts: readonly S[],
  defaultSort: S,
): ListParams<S> {
  const page = Number(search.get("page"));
  const size = Number(search.get("page_size"));
  const sort = search.get("sort") as S | null;
  const q = search.get("q")?.trim();
  return {
    q: q || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : 25,
    sort: sort && sorts.includes(sort) ? sort : defaultSort,
  };
}

/** The API's sort ("name", "-name") as the table's sorting state. */
export function sortingOf(sort: string): SortingState {
  return sort.startsWith("-") ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

/** The table's sorting as the API's sort, or the default when it is cleared. */
export function sortOf<S extends string>(sorting: SortingState, fallback: S): S {
  const first = sorting[0];
  if (!first) return fallback;
  return `${first.desc ? "-" : ""}${first.id}` as S;
}

/** A copy of the query with some values changed (empty removes); a new filter goes to page 1. */
export function withParams(
  search: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  if (!("page" in changes)) next.delete("page");
  return next;
}
