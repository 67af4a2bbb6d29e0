import { createBrowserRouter } from "react-router";
import { DEV_PAGES } from "./dev/dev-pages";
import { appRoutes, routes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router: React Router's createBrowserRouter over the route table. It ranks the
 * routes, matches the address and starts the first navigation (the page's chunk, then its
 * loader); main.tsx runs it in a task of its own.
 */
export function createAppRouter(): AppRouter {
  // The development build adds its own pages (the design system); the production build replaces
  // import.meta.env.DEV with false, so they and their chunks are not in it.
  return createBrowserRouter(import.meta.env.DEV ? appRoutes(DEV_PAGES) : routes);
}
