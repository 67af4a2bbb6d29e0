/** Where a text search goes: /search/:query (the query is one path segment). */
export function searchPath(query: string): string {
  return `/search/${encodeURIComponent(query)}`;
}

/** Where a tag search goes: /search?tags=a,b. */
export function tagSearchPath(tags: readonly string[]): string {
  return `/search?${new URLSearchParams({ tags: tags.join(",") })}`;
}

/** The pages whose header carries the search box (spec §2.7 "search box" on deals pages). */
export function showsHeaderSearch(pathname: string): boolean {
  return (
    pathname === "/deals" ||
    pathname.startsWith("/deals/") ||
    pathname === "/search" ||
    pathname.startsWith("/search/") ||
    pathname === "/categories" ||
    pathname === "/plus-offers" ||
    pathname === "/spc-plus" ||
    pathname === "/trending" ||
    pathname.startsWith("/weekly-deals/")
  );
}
