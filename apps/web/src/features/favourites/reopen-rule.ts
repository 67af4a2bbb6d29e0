/**
 * Spec §4, create-list modal: after a list is created from the chooser, the chooser reopens on
 * Category, Deal or Deals pages; when the create-list dialog is closed without creating, it
 * reopens on Category pages only. Elsewhere it stays closed (decision 0037).
 */
export type ChooserPage = "category" | "deal" | "deals" | "other";

/** Which §4 page a path is: a category page, an offer page ("Deal") or /deals itself. */
export function chooserPage(pathname: string): ChooserPage {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (/^\/deals\/category\/[^/]+$/.test(path)) return "category";
  if (/^\/deals\/[^/]+\/offer\/[^/]+$/.test(path) || /^\/deals\/offer\/[^/]+$/.test(path)) {
    return "deal";
  }
  if (path === "/deals") return "deals";
  return "other";
}

/** Whether the chooser comes back once the create-list dialog ends with `outcome`. */
export function reopensChooser(page: ChooserPage, outcome: "created" | "closed"): boolean {
  if (outcome === "closed") return page === "category";
  return page !== "other";
}
