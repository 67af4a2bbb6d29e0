import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router: React Router's createBrowserRouter over the route table. It ranks the
 * routes, matches the address and starts the first navigation (the page's chunk, then its
 * loader); main.tsx runs it in a task of its own.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
