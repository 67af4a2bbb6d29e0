import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. main.tsx creates it in a task of its own, after the entry's modules have
 * evaluated: building it ranks the whole route table and starts the first navigation (about
 * 40 % of the start-up script), and one task for both was the longest on a phone's first load
 * (issue 4, Lighthouse total blocking time).
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
