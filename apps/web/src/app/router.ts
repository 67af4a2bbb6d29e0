import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type createBrowserRouter,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from "react-router";
import { routes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, not yet started: call `initialize()` (in a later task) to match the address
 * and run the first navigation. This is createBrowserRouter in two steps (its own body, minus
 * server-rendering hydration data, which this app has none of), through React Router's exported
 * building blocks: ranking the ~110 routes and running the first navigation took one 20–30 ms
 * task on this machine, 80–130 ms on Lighthouse's 4×-slowed phone, the longest of /deals's
 * start-up (issue 4, total blocking time); each half is under the 50 ms a long task starts at.
 * router.test.ts keeps the two steps equal to createBrowserRouter.
 */
export function createAppRouter(): AppRouter {
  return createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
