import { useLocation } from "react-router";
import { SearchBox } from "./search-box";

function shownQuery(pathname: string): string {
  const match = /^\/search\/([^/]+)$/.exec(pathname);
  if (!match || match[1] === "inStore") return "";
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return "";
  }
}

/** The search row of the header on deals, category and search pages (spec §2.7). */
export function HeaderSearch() {
  const { pathname } = useLocation();
  return (
    <div className="header-search">
      <SearchBox initialValue={shownQuery(pathname)} />
    </div>
  );
}
