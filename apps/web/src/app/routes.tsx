import { AFFILIATE_LINK_PATH, type LoaderPath } from "@spc/shared";
import type { RouteObject } from "react-router";
import { FirstRouteLoading } from "../components/first-paint-skeleton";
import { GATE_LAYOUTS, gateLoader, logoutLoader } from "../features/session";
import type { PageHandle } from "../i18n/use-page-title";
import { adminRoute } from "./admin-routes";
import { PAGES, type PageEntry } from "./page-table";
import { REDIRECTS } from "./redirect-table";
import { RootLayout } from "./root-layout";
import { RouteErrorPage } from "./route-error-page";
import {
  affiliateLoader,
  languagePrefixLoader,
  redirectTo,
  shouldCheckLanguagePrefix,
} from "./route-loaders";

function pageRoute({ path, title, page, gate }: PageEntry): RouteObject {
  const route = {
    handle: { title } satisfies PageHandle,
    lazy: page,
  };
  if (gate) {
    // A gated page (spec §2.6): the layout's loader waits for the session (and redirects before
    // anything renders); its component keeps deciding as the session changes.
    return {
      path,
      loader: gateLoader(gate),
      Component: GATE_LAYOUTS[gate],
      children: [{ index: true, ...route }],
    };
  }
  return path === "/" ? { index: true, ...route } : { path, ...route };
}

/**
 * The whole route table of spec §2, built from the page and redirect tables. Every path is one of
 * @spc/shared's ROUTE_PATHS (typed so; routes.test.ts checks the other way), which the API reads.
 * `devPages` are the development build's own pages (router.ts), never in that shared table.
 */
export function appRoutes(devPages: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      HydrateFallback: FirstRouteLoading,
      ErrorBoundary: RouteErrorPage,
      loader: languagePrefixLoader,
      shouldRevalidate: shouldCheckLanguagePrefix,
      children: [
        {
          // A failing page keeps the header and footer around its error message.
          ErrorBoundary: RouteErrorPage,
          children: [
            // Loader-only routes always redirect; `element: null` says so to the router.
            ...REDIRECTS.map(([from, to]) => ({
              path: from,
              loader: redirectTo(to),
              element: null,
            })),
            { path: "/rktcki" satisfies LoaderPath, loader: affiliateLoader, element: null },
            // The bank's affiliate link (spec §2.6): loader and page load together, on demand.
            {
              path: AFFILIATE_LINK_PATH satisfies LoaderPath,
              handle: { title: "page.cibcActivation.title" } satisfies PageHandle,
              lazy: () => import("../features/cibc/routes/cibc-activation-route"),
            },
            { path: "/logout" satisfies LoaderPath, loader: logoutLoader, element: null },
            // The school portal (spec §2.3): its loader signs out and stores the school code.
            {
              path: "/campus/:id?" satisfies LoaderPath,
              handle: { title: "page.campus.title" } satisfies PageHandle,
              lazy: () => import("../features/signup/routes/campus-route"),
            },
            ...PAGES.map(pageRoute),
            ...devPages,
          ],
        },
      ],
    },
    // The back office: its own frame, not the member shell (decision 0043).
    adminRoute,
  ];
}

export const routes: RouteObject[] = appRoutes();
