import { useEffect } from "react";
import { useMatches } from "react-router";
import { useIntl } from "./intl-lite";
import type { MessageId } from "./messages";

/** Sets the document title of a page: its translated name inside the site template. */
export function usePageTitle(id: MessageId): void {
  const intl = useIntl();
  const page = intl.formatMessage({ id });
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
