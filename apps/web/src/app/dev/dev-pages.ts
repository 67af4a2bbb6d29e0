import type { RouteObject } from "react-router";
import type { PageHandle } from "../../i18n/use-page-title";

/**
 * Pages of the development build only (`npm run dev`): the design-system showcase. They are not
 * in the route table the API shares, so a production server answers 404 for them, and the
 * production build drops them (import.meta.env.DEV is false there), chunks and messages alike.
 */
export const DEV_PAGES: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: "/dev/design-system",
        handle: { title: "dev.designSystem.title" } satisfies PageHandle,
        lazy: () =>
          import("./design-system-page").then((module) => ({
            Component: module.DesignSystemPage,
          })),
      },
    ]
  : [];
