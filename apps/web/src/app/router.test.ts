import { createBrowserRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type AppRouter, createAppRouter } from "./router";
import { routes } from "./routes";

/** Resolves once the router's first navigation (loaders, lazy pages) has finished. */
function initialized(router: AppRouter): Promise<AppRouter> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

/** What the app sees of a router: where it is, what matched, and how each route was prepared. */
function summary(router: AppRouter) {
  const prepared = (list: RouteObject[]): unknown[] =>
    list.flatMap((route) => [
      [route.id, route.path, route.hasErrorBoundary, typeof route.element, typeof route.lazy],
      ...prepared(route.children ?? []),
    ]);
  const { location, matches, errors } = router.state;
  return {
    at: `${location.pathname}${location.search}`,
    matched: matches.map((match) => match.route.id),
    errors,
    routes: prepared(router.routes as RouteObject[]),
  };
}

const started: AppRouter[] = [];
afterEach(() => {
  for (const router of started.splice(0)) router.dispose();
  window.history.replaceState(null, "", "/");
});

describe("createAppRouter", () => {
  it.each(["/deals?q=pizza", "/deals/maple-slice-pizza/offer/1", "/contact-us?from=mail"])(
    "then initialize() is createBrowserRouter for %s",
    async (address) => {
      window.history.replaceState(null, "", address);
      const app = createAppRouter();
      started.push(app);
      const inTwoSteps = await initialized(app.initialize());
      const summaryOfApp = summary(inTwoSteps);

      window.history.replaceState(null, "", address);
      const reference = createBrowserRouter(routes);
      started.push(reference);
      expect(summaryOfApp).toEqual(summary(await initialized(reference)));
      expect(summaryOfApp.matched.length).toBeGreaterThan(1);
    },
  );
});
