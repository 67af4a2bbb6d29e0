import { lazy, Suspense } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { AppLoading } from "../../components/app-loading";
import { AdminGuard } from "./components/admin-guard";

// Each page is a chunk of its own, loaded when first opened.
const AdminLoginPage = lazy(() =>
  import("./routes/login-page").then((m) => ({ default: m.AdminLoginPage })),
);
const DashboardPage = lazy(() =>
  import("./routes/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
const TwoFactorPage = lazy(() =>
  import("./routes/two-factor-page").then((m) => ({ default: m.TwoFactorPage })),
);
const CodePoolsPage = lazy(() =>
  import("./routes/code-pools-page").then((m) => ({ default: m.CodePoolsPage })),
);
const AuditPage = lazy(() => import("./routes/audit-page").then((m) => ({ default: m.AuditPage })));
const PartnersPage = lazy(() =>
  import("./routes/partners-page").then((m) => ({ default: m.PartnersPage })),
);
const PartnerEditPage = lazy(() =>
  import("./routes/partner-edit-page").then((m) => ({ default: m.PartnerEditPage })),
);
const OffersPage = lazy(() =>
  import("./routes/offers-page").then((m) => ({ default: m.OffersPage })),
);
const OfferEditPage = lazy(() =>
  import("./routes/offer-edit-page").then((m) => ({ default: m.OfferEditPage })),
);
const OfferPreviewPage = lazy(() =>
  import("./routes/offer-preview-page").then((m) => ({ default: m.OfferPreviewPage })),
);
const CollectionsPage = lazy(() =>
  import("./routes/collections-page").then((m) => ({ default: m.CollectionsPage })),
);
const AdsPage = lazy(() => import("./routes/ads-page").then((m) => ({ default: m.AdsPage })));
const EmailOptsPage = lazy(() =>
  import("./routes/email-opts-page").then((m) => ({ default: m.EmailOptsPage })),
);
const CardBatchesPage = lazy(() =>
  import("./routes/card-batches-page").then((m) => ({ default: m.CardBatchesPage })),
);
const SchoolsPage = lazy(() =>
  import("./routes/schools-page").then((m) => ({ default: m.SchoolsPage })),
);
const AdminNotFoundPage = lazy(() =>
  import("./routes/admin-not-found-page").then((m) => ({ default: m.AdminNotFoundPage })),
);

/**
 * The back office's pages (decision 0043), below the one `/admin/*` route of the app's table:
 * the member site's entry knows only that route, so none of this is in its first load. The
 * sign-in page stands alone; every other page is behind the guard, inside the back office's
 * layout (which keeps its frame on screen while a page's chunk loads).
 */
const ADMIN_PAGES: RouteObject[] = [
  { path: "login", element: <AdminLoginPage /> },
  {
    element: <AdminGuard />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: "two-factor", element: <TwoFactorPage /> },
      { path: "partners", element: <PartnersPage /> },
      { path: "partners/:id", element: <PartnerEditPage /> },
      { path: "offers", element: <OffersPage /> },
      { path: "offers/:id", element: <OfferEditPage /> },
      { path: "offers/:id/preview", element: <OfferPreviewPage /> },
      { path: "codes", element: <CodePoolsPage /> },
      { path: "collections", element: <CollectionsPage /> },
      { path: "ads", element: <AdsPage /> },
      { path: "email-opts", element: <EmailOptsPage /> },
      { path: "card-batches", element: <CardBatchesPage /> },
      { path: "schools", element: <SchoolsPage /> },
      { path: "audit", element: <AuditPage /> },
      { path: "*", element: <AdminNotFoundPage /> },
    ],
  },
];

export function AdminApp() {
  // Route objects rather than <Routes> children: the JSX route builder would join react-router's
  // code in the member site's entry chunk, where react-router lives (decision 0043).
  const page = useRoutes(ADMIN_PAGES);
  return <Suspense fallback={<AppLoading />}>{page}</Suspense>;
}
