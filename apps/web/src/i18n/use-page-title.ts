import { useEffect } from "react";
import { useMatches } from "react-router";
import { useIntl } from "./intl-lite";
import type { MessageId } from "./messages";

/**
 * Sets the document title of a page: its translated name inside the site template (spec §2.1).
 * The name is the page's visible heading: pass the message id its `<h1>` reads.
 */
export function usePageTitle(id: MessageId): void {
  usePageTitleText(null, id);
}

/**
 * Titles a page whose heading is a name from its data (a category, a collection, an offer, a
 * search): that text once known, the page's generic heading (`fallback`) until then.
 */
export function usePageTitleText(text: string | null | undefined, fallback: MessageId): void {
  const intl = useIntl();
  const page = text || intl.formatMessage({ id: fallback });
  const title = intl.formatMessage({ id: "site.titleTemplate" }, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * What a page route carries in `handle` (app/routes.tsx writes it): the page's name, which titles
 * the document when something stands in for the page (the placeholder, a gated page's prompt).
 */
export interface PageHandle {
  title: MessageId;
}

function handleTitle(handle: unknown): MessageId | null {
  return typeof handle === "object" && handle !== null && "title" in handle
    ? (handle as PageHandle).title
    : null;
}

/** The page name the route table gives the current route (its `handle.title`), if any. */
export function useRouteTitle(): MessageId | null {
  return handleTitle(useMatches().at(-1)?.handle);
}

/**
 * Titles the document after the current route, for what stands in place of a page (the
 * placeholder, the login prompt of a gated page) so the tab never reads a bare site name.
 */
export function useRoutePageTitle(fallback: MessageId): MessageId {
  const id = useRouteTitle() ?? fallback;
  usePageTitle(id);
  return id;
}
