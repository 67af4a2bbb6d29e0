import type { AdminPath } from "@spc/shared";
import type { RouteObject } from "react-router";
import { Outlet, ScrollRestoration } from "react-router";
import { FirstRouteLoading } from "../components/first-paint-skeleton";
import type { PageHandle } from "../i18n/use-page-title";
import { Modals } from "./root-layout";
import { RouteErrorPage } from "./route-error-page";

/**
 * Around every back-office page: no member header or footer (the back office draws its own), the
 * dialogs (the rate-limited notice) and scroll restoration.
 */
function AdminRoot() {
  return (
    <>
      <Outlet />
      <Modals />
      <ScrollRestoration />
    </>
  );
}

const title = (id: PageHandle["title"]) => ({ handle: { title: id } satisfies PageHandle });

/**
 * The back office (issue 20, decision 0043): /admin in the same SPA, beside the member site's
 * root rather than inside it. Every page, the guard and the layout are lazy chunks of
 * features/admin that no member page imports; only these few lines are in the entry.
 */
export const adminRoute: RouteObject = {
  path: "/admin" satisfies AdminPath,
  Component: AdminRoot,
  HydrateFallback: FirstRouteLoading,
  ErrorBoundary: RouteErrorPage,
  children: [
    {
      path: "/admin/login" satisfies AdminPath,
      ...title("admin.login.title"),
      lazy: () =>
        import("../features/admin/routes/login-page").then((m) => ({
          Component: m.AdminLoginPage,
        })),
    },
    {
      lazy: () =>
        import("../features/admin/components/admin-guard").then((m) => ({
          Component: m.AdminGuard,
        })),
      children: [
        {
          index: true,
          ...title("admin.dashboard.title"),
          lazy: () =>
            import("../features/admin/routes/dashboard-page").then((m) => ({
              Component: m.DashboardPage,
            })),
        },
        {
          path: "/admin/two-factor" satisfies AdminPath,
          ...title("admin.enrol.title"),
          lazy: () =>
            import("../features/admin/routes/two-factor-page").then((m) => ({
              Component: m.TwoFactorPage,
            })),
        },
        {
          path: "/admin/codes" satisfies AdminPath,
          ...title("admin.pools.title"),
          lazy: () =>
            import("../features/admin/routes/code-pools-page").then((m) => ({
              Component: m.CodePoolsPage,
            })),
        },
        {
          path: "/admin/audit" satisfies AdminPath,
          ...title("admin.audit.title"),
          lazy: () =>
            import("../features/admin/routes/audit-page").then((m) => ({
              Component: m.AuditPage,
            })),
        },
        {
          path: "/admin/*" satisfies AdminPath,
          ...title("admin.notFound.title"),
          lazy: () =>
            import("../features/admin/routes/admin-not-found-page").then((m) => ({
              Component: m.AdminNotFoundPage,
            })),
        },
      ],
    },
  ],
};
