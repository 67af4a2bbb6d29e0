import type { AdminPath } from "@spc/shared";
import { lazy, Suspense } from "react";
import { type RouteObject, ScrollRestoration } from "react-router";
import { FirstRouteLoading } from "../components/first-paint-skeleton";
import { Modals } from "./root-layout";
import { RouteErrorPage } from "./route-error-page";

// The whole back office is one chunk boundary: its pages and their routes load with it.
const AdminApp = lazy(() =>
  import("../features/admin/admin-app").then((m) => ({ default: m.AdminApp })),
);

/**
 * Around the back office: no member header or footer (it draws its own frame), the dialogs (the
 * rate-limited notice) and scroll restoration.
 */
function AdminRoot() {
  return (
    <>
      <Suspense fallback={<FirstRouteLoading />}>
        <AdminApp />
      </Suspense>
      <Modals />
      <ScrollRestoration />
    </>
  );
}

/**
 * The back office (issue 20, decision 0043): /admin in the same SPA, beside the member site's
 * root rather than inside it. This one route and one dynamic import are all the entry holds;
 * the back office's own routes, guard, layout and pages are in features/admin (admin-app.tsx),
 * which no member page imports. No handle title: each page titles itself, and naming the back
 * office's words here would put them in every member page's first load (decision 0038).
 */
export const adminRoute: RouteObject = {
  path: "/admin/*" satisfies AdminPath,
  Component: AdminRoot,
  HydrateFallback: FirstRouteLoading,
  ErrorBoundary: RouteErrorPage,
};
