import { QueryClientProvider } from "@tanstack/react-query";
import { lazy } from "react";
import { RouterProvider } from "react-router";
import { openModal } from "../components/modal/modal-store";
import { setCategoryAction } from "../features/deals";
import { FavouriteButton } from "../features/favourites";
import { setOfferAction } from "../features/offers";
import { onRateLimited } from "../lib/api-client";
import { queryClient } from "../lib/query-client";
import { CountrySync } from "./country-sync";
import { I18nProvider } from "./i18n-provider";
import type { AppRouter } from "./router";

// Any call refused for too many requests shows the rate-limited dialog (spec §8).
onRateLimited(() => openModal("rate-limited"));
// The heart on every offer card and the offer page (decision 0033).
setOfferAction(FavouriteButton);
// The favourite toggle on each /categories tile: its own chunk, loaded with that grid.
setCategoryAction(
  lazy(() => import("../features/favourites/components/favourite-category-button")),
);

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
