import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { I18nProvider } from "../i18n/i18n-provider";
import { queryClient } from "../lib/query-client";
import { CountrySync } from "./country-sync";
import type { AppRouter } from "./router";

/** The providers, outermost first: server state, then language, then the router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CountrySync />
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
